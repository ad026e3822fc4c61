import { describe, expect, it } from 'vitest';
import { hoistRootPreloads } from '../../plugins/hoist-preloads';

const page = (head: string, root: string) =>
  `<!doctype html><html><head><title>x</title>${head}</head><body><div id="__rspress_root">${root}</div></body></html>`;

describe('hoistRootPreloads', () => {
  it('moves the leading preload links of the app root into the head', () => {
    const html = page('', '<link rel="preload" as="image" href="/logo.svg"/><link rel="preload" as="image" href="/a.svg"/><header>h</header>');
    const out = hoistRootPreloads(html);
    expect(out).toContain('<link rel="preload" as="image" href="/logo.svg"/><link rel="preload" as="image" href="/a.svg"/></head>');
    expect(out).toContain('<div id="__rspress_root"><header>h</header></div>');
  });

  it('does not duplicate a preload the head already has', () => {
    const tag = '<link rel="preload" as="image" href="/logo.svg"/>';
    const out = hoistRootPreloads(page(tag, `${tag}<main>m</main>`));
    expect(out.split(tag)).toHaveLength(2);
    expect(out).toContain('<div id="__rspress_root"><main>m</main>');
  });

  it('leaves preloads inside the content and pages without any alone', () => {
    const inner = page('', '<header>h</header><link rel="preload" as="image" href="/x.svg"/>');
    expect(hoistRootPreloads(inner)).toBe(inner);
    const none = page('', '<header>h</header>');
    expect(hoistRootPreloads(none)).toBe(none);
    expect(hoistRootPreloads('<p>no root</p>')).toBe('<p>no root</p>');
  });
});
