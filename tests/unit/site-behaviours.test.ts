import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBot } from '../../src/site/bots';
import {
  COPY_SUCCESS_MS,
  IMAGE_ZOOM,
  LAYOUT,
  NAV_DROPDOWN_CLOSE_DELAY_MS,
  PROGRESS,
  SCROLL_THROTTLE_MS,
  SEARCH,
  THEME_STORAGE_KEY,
  isNarrow,
  layoutCssVariables,
  navHeightFor,
} from '../../src/site/constants';
import { linkKind, routeOf, toCleanUrl } from '../../src/site/href';
import { decideLocaleRedirect, localeRedirectScript } from '../../src/site/locale-redirect';
import { BOT_PATTERN } from '../../src/site/bots';
import { parseQuerySwitches } from '../../src/site/query-switches';
import { canonicalPath, redirectRules, redirectScript, redirectsFileLines, resolveRedirect } from '../../src/site/redirects';
import { throttle } from '../../src/site/throttle';

describe('layout constants', () => {
  it('match the spec', () => {
    expect(LAYOUT).toEqual({
      navHeight: 72,
      navHeightNarrow: 56,
      narrowMaxWidth: 960,
      narrowMaxWidthWithOutline: 1280,
      mobileNavMinWidth: 768,
      sidebarItemHeight: 46,
    });
    expect(PROGRESS).toEqual({ minimum: 0.08, speedMs: 200, trickleSpeedMs: 800, trickleRate: 0.02, delayMs: 200 });
    expect([SCROLL_THROTTLE_MS, NAV_DROPDOWN_CLOSE_DELAY_MS, COPY_SUCCESS_MS]).toEqual([200, 150, 2000]);
    expect(IMAGE_ZOOM).toEqual({ margin: 0, scrollOffset: 40 });
    expect(THEME_STORAGE_KEY).toBe('rspress-theme-appearance');
    expect(SEARCH).toMatchObject({ inputDelayMs: 150, maxMatches: 7, cacheSize: 100 });
  });

  it('switch to narrow at 960, or 1280 with an outline', () => {
    expect(isNarrow(960, false)).toBe(true);
    expect(isNarrow(961, false)).toBe(false);
    expect(isNarrow(1280, true)).toBe(true);
    expect(isNarrow(1281, true)).toBe(false);
    expect(navHeightFor(1440, true)).toBe(72);
    expect(navHeightFor(900, false)).toBe(56);
  });

  it('reach the CSS through generated custom properties', () => {
    const css = layoutCssVariables();
    expect(css).toContain('--rp-nav-height:72px');
    expect(css).toContain('@media (max-width:960px){html:root{--at-nav-height:56px;--rp-nav-height:56px}}');
    expect(css).toContain('@media (max-width:1280px){html:root:has(.rp-doc-layout__outline)');
    expect(css).toContain('--rp-sidebar-menu-height:46px');
  });
});

describe('query switches', () => {
  it('hide each part and combine', () => {
    expect([...parseQuerySwitches('?navbar=0').hidden]).toEqual(['navbar']);
    expect([...parseQuerySwitches('?navbar=0&sidebar=0&outline=0&footer=0').hidden].sort()).toEqual([
      'footer',
      'navbar',
      'outline',
      'sidebar',
    ]);
    expect(parseQuerySwitches('?navbar=1&sidebar=false').hidden.size).toBe(0);
  });

  it('hide global components from the query or the frontmatter', () => {
    expect(parseQuerySwitches('?globalUIComponents=0').hideGlobalUIComponents).toBe(true);
    expect(parseQuerySwitches('', { globalUIComponents: false }).hideGlobalUIComponents).toBe(true);
    expect(parseQuerySwitches('?globalUIComponents=1').hideGlobalUIComponents).toBe(false);
  });

  it('accept only known navbar modes', () => {
    expect(parseQuerySwitches('?hideNavbar=auto').hideNavbar).toBe('auto');
    expect(parseQuerySwitches('?hideNavbar=sometimes').hideNavbar).toBeUndefined();
  });
});

describe('locale redirect', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36';
  const base = { pathname: '/', languages: ['zh-CN', 'en'], userAgent: chrome, visited: false };

  it('sends a Chinese browser from the English home to the Chinese home on the first visit', () => {
    expect(decideLocaleRedirect(base, BOT_PATTERN)).toBe('/zh/');
    expect(decideLocaleRedirect({ ...base, languages: ['zh'] }, BOT_PATTERN)).toBe('/zh/');
    expect(decideLocaleRedirect({ ...base, languages: ['zh-TW'] }, BOT_PATTERN)).toBe('/zh/');
  });

  it('never redirects a later visit, a deep link, or another language', () => {
    expect(decideLocaleRedirect({ ...base, visited: true }, BOT_PATTERN)).toBeNull();
    expect(decideLocaleRedirect({ ...base, pathname: '/guide/basic/cli' }, BOT_PATTERN)).toBeNull();
    expect(decideLocaleRedirect({ ...base, pathname: '/zh/guide/basic/cli' }, BOT_PATTERN)).toBeNull();
    expect(decideLocaleRedirect({ ...base, languages: ['en-US', 'zh-CN'] }, BOT_PATTERN)).toBeNull();
  });

  it('never redirects bots', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112 Mobile Safari/537.36 Chrome-Lighthouse',
    ]) {
      expect(isBot(ua), ua).toBe(true);
      expect(decideLocaleRedirect({ ...base, userAgent: ua }, BOT_PATTERN)).toBeNull();
    }
    expect(isBot(chrome)).toBe(false);
  });

  it('reads storage before the first paint only where it may redirect, and marks every visit', () => {
    const run = (pathname: string, language: string, stored: Record<string, string> = {}) => {
      const reads: string[] = [];
      const store = { ...stored };
      const onLoad: (() => void)[] = [];
      const replace = vi.fn();
      const window = {
        location: { pathname, search: '', hash: '#h', replace },
        localStorage: {
          getItem: (k: string) => (reads.push(k), store[k] ?? null),
          setItem: (k: string, v: string) => void (store[k] = v),
        },
        addEventListener: (type: string, fn: () => void) => type === 'load' && onLoad.push(fn),
      };
      const navigator = { languages: [language], language, userAgent: chrome };
      new Function('window', 'navigator', localeRedirectScript('k'))(window, navigator);
      return { reads, store, replace, load: () => onLoad.forEach((fn) => fn()) };
    };
    const deep = run('/guide/basic/cli', 'zh-CN');
    expect(deep.reads).toEqual([]);
    deep.load();
    expect(deep.store).toEqual({ k: '1' });
    const english = run('/', 'en-US');
    expect(english.reads).toEqual([]);
    const first = run('/', 'zh-CN');
    expect(first.reads).toEqual(['k']);
    expect(first.replace).toHaveBeenCalledWith('/zh/#h');
    expect(first.store).toEqual({ k: '1' });
    const again = run('/', 'zh-CN', { k: '1' });
    expect(again.replace).not.toHaveBeenCalled();
  });

  it('serialises into a self-contained script', () => {
    const script = localeRedirectScript('k');
    expect(script).not.toMatch(/import|require\(/);
    // The script evaluates without a browser: it only touches window inside try.
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('redirect rules', () => {
  const warn = () => {};
  const resolve = (path: string) => resolveRedirect(path, redirectRules, warn);
  it('map moved pages in both languages', () => {
    expect(resolve('/guide/basic/browser-operation')).toBe('/guide/basic/browser');
    expect(resolve('/zh/guide/basic/browser-operation.html')).toBe('/zh/guide/basic/browser');
    expect(resolve('/beta')).toBe('/blog/2025-06-25-introducing-agent-tars-beta');
    expect(resolve('/zh/beta/')).toBe('/zh/blog/2025-06-25-introducing-agent-tars-beta');
    expect(resolve('/guide/get-started/Introduction')).toBe('/guide/get-started/introduction');
    expect(resolve('/guide/get-started/introduction')).toBeNull();
    expect(resolve('/betamax')).toBeNull();
  });

  it('compile, and skip an invalid pattern with a warning', () => {
    for (const rule of redirectRules) expect(() => new RegExp(rule.from)).not.toThrow();
    const warnSpy = vi.fn();
    const rules = [{ from: '(unclosed', to: '/x' }, ...redirectRules];
    expect(resolveRedirect('/beta', rules, warnSpy)).toBe('/blog/2025-06-25-introducing-agent-tars-beta');
    expect(warnSpy).toHaveBeenCalledWith('Invalid redirect pattern: (unclosed');
  });

  it('produce server redirect lines for both languages', () => {
    expect(redirectsFileLines()).toContain('/beta  /blog/2025-06-25-introducing-agent-tars-beta  301');
    expect(redirectsFileLines()).toContain('/zh/beta  /zh/blog/2025-06-25-introducing-agent-tars-beta  301');
  });

  it('run as a self-contained inline script', () => {
    const replace = vi.fn();
    const location = { pathname: '/zh/beta', search: '?a=1', hash: '#x', replace };
    new Function('location', 'console', redirectScript())(location, { warn: vi.fn() });
    expect(replace).toHaveBeenCalledWith('/zh/blog/2025-06-25-introducing-agent-tars-beta?a=1#x');
  });

  it('send the 404 document at an address in the wrong case or with a trailing slash to the canonical one, once', () => {
    const run = (pathname: string, title: string) => {
      const replace = vi.fn();
      new Function('location', 'console', 'document', redirectScript())({ pathname, search: '?q=1', hash: '#h', replace }, { warn: vi.fn() }, { title });
      return replace;
    };
    expect(run('/guide/basic/CLI/', '404 - Agent TARS')).toHaveBeenCalledWith('/guide/basic/cli?q=1#h');
    expect(run('/zh/Guide/basic/cli', '404 - Agent TARS')).toHaveBeenCalledWith('/zh/guide/basic/cli?q=1#h');
    // Already canonical: the 404 stands (no loop).
    expect(run('/guide/basic/nope', '404 - Agent TARS')).not.toHaveBeenCalled();
    // A page that exists is never moved.
    expect(run('/guide/basic/cli/', 'CLI - Agent TARS')).not.toHaveBeenCalled();
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/Blog//')).toBe('/blog');
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at most once per window and once more at the end of a burst', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200, () => Date.now());
    t(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200, () => Date.now());
    t();
    t();
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('links', () => {
  it('are classified and cleaned', () => {
    expect(linkKind('https://x.com/agent_tars')).toBe('external');
    expect(linkKind('//cdn.example.com/a')).toBe('external');
    expect(linkKind('#flags')).toBe('hash');
    expect(linkKind('/guide/basic/cli')).toBe('internal');
    expect(linkKind('cli')).toBe('relative');
    expect(toCleanUrl('/guide/basic/cli.html#flags')).toBe('/guide/basic/cli#flags');
    expect(toCleanUrl('/blog/index.html?x=1')).toBe('/blog/?x=1');
    // The language switcher on the home page links to Rspress's `/zh/index`.
    expect(toCleanUrl('/zh/index?x=1#top')).toBe('/zh/?x=1#top');
    expect(toCleanUrl('/guide/indexing')).toBe('/guide/indexing');
    expect(routeOf('/guide/basic/cli?navbar=0#flags')).toBe('/guide/basic/cli');
  });
});

describe('feed html', () => {
  it('drops buttons, icons and heading anchors but keeps the text', async () => {
    const { cleanFeedHtml } = await import('../../src/site/feed');
    const html =
      '<h1 id="a"><a href="#a" class="rp-header-anchor rp-link" aria-hidden="true">#</a>Title<!-- --></h1>' +
      '<div class="rp-not-doc rp-llms-container"><button class="x"><svg viewBox="0 0 1 1"><path d="M0"/></svg>Copy Markdown</button></div>' +
      '<p>Body <strong>text</strong></p>';
    expect(cleanFeedHtml(html)).toBe('<h1 id="a">Title</h1><p>Body <strong>text</strong></p>');
  });
});

describe('heading slugs', () => {
  it('match GitHub-style ids in both languages', async () => {
    const { headingSlug } = await import('../../src/site/slug');
    expect(headingSlug('API Reference')).toBe('api-reference');
    expect(headingSlug(' Server: API (v1) ')).toBe('server-api-v1');
    expect(headingSlug('API 参考')).toBe('api-参考');
  });
});

describe('a11y patches', () => {
  it('only touch attributes, and only where a rule needs it', async () => {
    const { applyA11yPatches } = await import('../../src/site/a11y-patches');
    const make = (tag: string, attrs: Record<string, string> = {}, size = { sw: 100, cw: 100 }) => {
      const el = { tagName: tag, attributes: { ...attrs }, scrollWidth: size.sw, clientWidth: size.cw, scrollHeight: 10, clientHeight: 10,
        parentElement: null as unknown,
        closest: () => null,
        hasAttribute(n: string) { return n in this.attributes; },
        getAttribute(n: string) { return (this.attributes as Record<string, string>)[n] ?? null; },
        setAttribute(n: string, v: string) { (this.attributes as Record<string, string>)[n] = v; } };
      return el;
    };
    const wide = make('PRE', {}, { sw: 900, cw: 400 });
    const narrow = make('PRE');
    const div = make('DIV');
    const li = make('LI');
    li.parentElement = div;
    const logo = make('IMG', { alt: 'logo' });
    const root = {
      querySelectorAll(selector: string) {
        if (selector.includes('pre')) return [wide, narrow];
        if (selector.includes('li')) return [li];
        return [logo];
      },
    } as unknown as ParentNode;
    applyA11yPatches(root, 'Scrollable content');
    expect(wide.attributes).toMatchObject({ tabindex: '0', role: 'group', 'aria-label': 'Scrollable content' });
    expect(narrow.attributes).toEqual({});
    expect(div.attributes).toEqual({});
  });

  it('reads every size before it changes any attribute (no layout thrashing)', async () => {
    const { applyA11yPatches } = await import('../../src/site/a11y-patches');
    const log: string[] = [];
    const make = (name: string) => {
      const attributes: Record<string, string> = {};
      const size = (key: string, value: number) => {
        log.push(`read ${name}.${key}`);
        return value;
      };
      return {
        tagName: 'DIV',
        get scrollWidth() { return size('scrollWidth', 900); },
        get clientWidth() { return size('clientWidth', 400); },
        get scrollHeight() { return size('scrollHeight', 10); },
        get clientHeight() { return size('clientHeight', 10); },
        hasAttribute: (n: string) => n in attributes,
        setAttribute: (n: string, v: string) => {
          log.push(`write ${name}.${n}`);
          attributes[n] = v;
        },
        closest: () => null,
      };
    };
    const els = [make('a'), make('b'), make('c')];
    applyA11yPatches({ querySelectorAll: () => els } as unknown as ParentNode, 'Scrollable content');
    const firstWrite = log.findIndex((l) => l.startsWith('write'));
    expect(firstWrite).toBeGreaterThan(0);
    expect(log.slice(firstWrite).filter((l) => l.startsWith('read'))).toEqual([]);
    expect(log.filter((l) => l.startsWith('write'))).toHaveLength(9);
  });

  /** An element for patchWhenRendered: inside `block` (or none), scrollable or not, and counting its size reads. */
  const fakeEl = (block: object | null, scrollable: boolean) => {
    const el = {
      reads: 0,
      attributes: {} as Record<string, string>,
      tagName: 'DIV',
      get scrollWidth() { el.reads += 1; return scrollable ? 900 : 100; },
      get clientWidth() { el.reads += 1; return 100; },
      get scrollHeight() { el.reads += 1; return 10; },
      get clientHeight() { el.reads += 1; return 10; },
      hasAttribute(n: string) { return n in el.attributes; },
      setAttribute(n: string, v: string) { el.attributes[n] = v; },
      closest: () => block,
    };
    return el;
  };
  const fakeBlock = (members: () => object[]) => ({ contains: (node: object) => members().includes(node) });

  it('leaves blocks the browser renders lazily unmeasured, and returns their candidates', async () => {
    const { applyA11yPatches } = await import('../../src/site/a11y-patches');
    const block = {};
    const inside = fakeEl(block, true);
    const outside = fakeEl(null, true);
    const later = applyA11yPatches({ querySelectorAll: () => [inside, outside] } as unknown as ParentNode, 'Scrollable content');
    expect(later).toEqual([inside]);
    expect(inside.reads).toBe(0);
    expect(outside.attributes).toMatchObject({ tabindex: '0', role: 'group' });
  });

  type IdleTask = (timeLeft: () => number) => void;
  const fakeScheduler = () => {
    const idle: IdleTask[] = [];
    const clock = { ms: 0 };
    return { idle, clock, scheduler: { now: () => clock.ms, idle: (task: IdleTask) => { idle.push(task); return () => idle.splice(idle.indexOf(task), 1); } } };
  };
  /** The document patchWhenRendered listens on: the attributes it sets on <html>, and its listener while it has one. */
  const fakeDoc = () => {
    const rootAttrs = new Set<string>();
    const state: { listener: ((e: Event) => void) | null } = { listener: null };
    const doc = {
      addEventListener: (_type: string, fn: (e: Event) => void) => { state.listener = fn; },
      removeEventListener: () => { state.listener = null; },
      documentElement: { setAttribute: (n: string) => rootAttrs.add(n), removeAttribute: (n: string) => rootAttrs.delete(n) },
    };
    return { doc, rootAttrs, state };
  };
  /** `n` scrollable elements, each alone in a lazy block of its own. */
  const oneBlockEach = (n: number) =>
    Array.from({ length: n }, () => {
      const members: object[] = [];
      const el = fakeEl(fakeBlock(() => members), true);
      members.push(el);
      return el;
    });

  it('patches lazily rendered blocks when they render, and the rest in idle periods, at least one block each', async () => {
    const { patchWhenRendered, PENDING_ATTRIBUTE } = await import('../../src/site/a11y-patches');
    const { idle, scheduler } = fakeScheduler();
    const { doc, rootAttrs, state } = fakeDoc();
    const a: object[] = [];
    const b: object[] = [];
    const blockA = fakeBlock(() => a);
    const blockB = fakeBlock(() => b);
    const a1 = fakeEl(blockA, true);
    const a2 = fakeEl(blockA, false);
    const b1 = fakeEl(blockB, true);
    a.push(a1, a2);
    b.push(b1);
    patchWhenRendered([a1, a2, b1] as unknown as HTMLElement[], 'Scrollable content', scheduler, doc as never);
    expect(rootAttrs.has(PENDING_ATTRIBUTE)).toBe(true);
    expect(a1.reads + a2.reads + b1.reads).toBe(0);
    // Block B comes into view first: its contents are measured, not A's.
    state.listener!({ target: blockB, skipped: false } as unknown as Event);
    expect(b1.attributes.tabindex).toBe('0');
    expect(a1.reads).toBe(0);
    // A block leaving the view is not measured.
    state.listener!({ target: blockA, skipped: true } as unknown as Event);
    expect(a1.reads).toBe(0);
    // An idle period with no time to spare still measures one whole block.
    expect(idle).toHaveLength(1);
    idle.shift()!(() => 0);
    expect(a1.attributes.tabindex).toBe('0');
    expect(a2.attributes).toEqual({});
    expect(rootAttrs.has(PENDING_ATTRIBUTE)).toBe(false);
    expect(state.listener).toBeNull();
    expect(idle).toHaveLength(0);
  });

  it('patches as many blocks as an idle period has time for, then waits for the next period', async () => {
    const { patchWhenRendered, PENDING_ATTRIBUTE } = await import('../../src/site/a11y-patches');
    const { idle, scheduler } = fakeScheduler();
    const { doc, rootAttrs } = fakeDoc();
    const els = oneBlockEach(5);
    patchWhenRendered(els as unknown as HTMLElement[], 'Scrollable content', scheduler, doc as never);
    // Time for two more blocks after the first, then the period ends.
    const left = [30, 20, 0];
    idle.shift()!(() => left.shift()!);
    expect(els.map((el) => el.attributes.tabindex ?? null)).toEqual(['0', '0', '0', null, null]);
    expect(rootAttrs.has(PENDING_ATTRIBUTE)).toBe(true);
    expect(idle).toHaveLength(1);
    idle.shift()!(() => 50);
    expect(els.every((el) => el.attributes.tabindex === '0')).toBe(true);
    expect(rootAttrs.has(PENDING_ATTRIBUTE)).toBe(false);
    expect(idle).toHaveLength(0);
  });

  it('starts another block in a period only while the time left is more than twice the dearest block so far', async () => {
    const { patchWhenRendered } = await import('../../src/site/a11y-patches');
    const { idle, clock, scheduler } = fakeScheduler();
    const { doc } = fakeDoc();
    const els = oneBlockEach(4);
    // Measuring a block takes 1 ms (two stay within the sweep's budget).
    for (const el of els) Object.defineProperty(el, 'clientWidth', { get: () => { clock.ms += 1; return 100; } });
    patchWhenRendered(els as unknown as HTMLElement[], 'Scrollable content', scheduler, doc as never);
    // 2.5 ms left after a 1 ms block: room for another. 1.5 ms left after the second: not twice 1.
    const left = [2.5, 1.5];
    idle.shift()!(() => left.shift()!);
    expect(els.map((el) => el.attributes.tabindex ?? null)).toEqual(['0', '0', null, null]);
  });

  it("stops a period's sweep before its work would pass the budget, however long the period", async () => {
    const { patchWhenRendered, SWEEP_BUDGET_MS } = await import('../../src/site/a11y-patches');
    const { idle, clock, scheduler } = fakeScheduler();
    const { doc } = fakeDoc();
    const els = oneBlockEach(5);
    // Each block takes 1.5 ms: two fit in the 4 ms budget (3 ms), a third would pass it.
    expect(SWEEP_BUDGET_MS).toBe(4);
    for (const el of els) Object.defineProperty(el, 'clientWidth', { get: () => { clock.ms += 1.5; return 100; } });
    patchWhenRendered(els as unknown as HTMLElement[], 'Scrollable content', scheduler, doc as never);
    idle.shift()!(() => 50);
    expect(els.map((el) => el.attributes.tabindex ?? null)).toEqual(['0', '0', null, null, null]);
    idle.shift()!(() => 50);
    expect(els.map((el) => el.attributes.tabindex ?? null)).toEqual(['0', '0', '0', '0', null]);
    // A block dearer than the budget still goes, alone.
    Object.defineProperty(els[4], 'clientWidth', { get: () => { clock.ms += 9; return 100; } });
    idle.shift()!(() => 50);
    expect(els[4].attributes.tabindex).toBe('0');
    expect(idle).toHaveLength(0);
  });

  it('keeps the lazy block list in step with the stylesheet that makes them lazy', async () => {
    const fs = await import('node:fs');
    const { LAZY_BLOCKS } = await import('../../src/site/a11y-patches');
    const css = fs.readFileSync(new URL('../../theme/styles/index.css', import.meta.url), 'utf8');
    const rule = css.match(/\.rp-doc :is\(([^)]*)\)\s*\{[^}]*content-visibility:\s*auto/);
    expect(rule).not.toBeNull();
    const list = (s: string) => s.split(',').map((x) => x.trim()).sort();
    expect(list(rule![1])).toEqual(list(LAZY_BLOCKS));
  });
});

describe('social links in the nav', () => {
  it('shows at most five as icons and puts the rest in the More menu, in order', async () => {
    const { splitSocialLinks } = await import('../../src/site/nav-menu');
    const { MAX_SOCIAL_LINKS } = await import('../../src/site/constants');
    const links = ['github', 'x', 'discord', 'youtube', 'weixin', 'bilibili', 'slack'];
    expect(MAX_SOCIAL_LINKS).toBe(5);
    expect(splitSocialLinks(links, MAX_SOCIAL_LINKS)).toEqual({ shown: links.slice(0, 5), more: ['bilibili', 'slack'] });
    expect(splitSocialLinks(links.slice(0, 3), MAX_SOCIAL_LINKS)).toEqual({ shown: links.slice(0, 3), more: [] });
  });
});
