import { describe, expect, it, vi } from 'vitest';
import { repairEscapes, urlRepairScript } from '../../src/site/url-repair';
import { readStorage, writeStorage } from '../../src/site/safe-storage';
import { copyKeys, copyPrompt } from '../../src/site/copy';

describe('repairEscapes', () => {
  it('leaves a part that decodes as it is', () => {
    for (const part of ['', '#install', '?q=50%25', '#%E4%BD%A0', '/guide/basic/cli']) expect(repairEscapes(part)).toBe(part);
  });

  it('writes a bare or malformed percent sign as %25, keeping the valid escapes', () => {
    expect(repairEscapes('#%')).toBe('#%25');
    expect(repairEscapes('?q=50%')).toBe('?q=50%25');
    expect(repairEscapes('#%ZZ%E4%BD%A0')).toBe('#%25ZZ%E4%BD%A0');
    for (const part of ['#%', '?x=%ZZ', '#%E0', '#a%E0%E4%BD%A0']) expect(() => decodeURIComponent(repairEscapes(part))).not.toThrow();
  });

  it('reads an escape of bytes that are no UTF-8 as text', () => {
    expect(repairEscapes('#%E0')).toBe('#%25E0');
  });
});

describe('the inline address repair', () => {
  function runIn(href: string) {
    const url = new URL(href);
    const listeners: string[] = [];
    const win = {
      location: url,
      history: { state: { key: 'k' }, replaceState: vi.fn((_s: unknown, _t: string, next: string) => Object.assign(url, { href: new URL(next, url).href })) },
      addEventListener: (type: string) => listeners.push(type),
    };
    const warn = vi.fn();
    new Function('window', 'console', urlRepairScript())(win, { warn });
    return { win, warn, listeners };
  }

  it('rewrites a malformed address in place, keeps the history state, says so, and listens for later changes', () => {
    const { win, warn, listeners } = runIn('https://example.com/guide/basic/cli?x=%#%');
    expect(win.history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/guide/basic/cli?x=%25#%25');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(listeners).toEqual(['popstate', 'hashchange']);
  });

  it('does nothing to a good address', () => {
    const { win, warn } = runIn('https://example.com/zh/guide/basic/cli?sidebar=0#%E4%BD%A0');
    expect(win.history.replaceState).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('storage that the browser blocks', () => {
  it('reads as empty and does not throw', () => {
    const blocked = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
      },
    });
    vi.stubGlobal('window', blocked);
    try {
      expect(readStorage('k')).toBeNull();
      expect(writeStorage('k', '1')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the copy fallback prompt', () => {
  it('is in the page language, with the key combination and Enter', () => {
    expect(copyPrompt('en')).toBe('Copy to clipboard: #{key}, Enter');
    expect(copyPrompt('zh')).toBe('复制到剪贴板：#{key}，回车');
    expect(copyPrompt('zh-CN')).toBe(copyPrompt('zh'));
    expect(copyKeys('MacIntel')).toBe('⌘+C');
    expect(copyKeys('Linux x86_64')).toBe('Ctrl+C');
  });
});
