import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { RSPRESS_MARKUP as M } from '../../theme/rspress-markup';
import { STORAGE_HOOK_PATCH, STORAGE_HOOK_REQUEST } from '../../theme/rspress-internals.build';

/**
 * What the theme relies on inside Rspress, read from the installed package:
 * an upgrade that changes one of these fails here, not silently on the site.
 * Each block names the theme code that depends on it.
 */
const core = path.resolve('node_modules/@rspress/core');
const dist = path.join(core, 'dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
/** Whitespace-insensitive: the compiled source's line breaks are not part of the contract. */
const flat = (code: string) => code.replace(/\s+/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const INTERNAL = /@rspress\/core\/dist\/[^'"]+/g;
const DOOR = ['theme/rspress-internals.ts', 'theme/rspress-internals.css'];

describe('one door to Rspress internals', () => {
  const sources = ['theme', 'src', 'plugins']
    .flatMap((dir) => walk(path.resolve(dir)))
    .filter((file) => /\.(ts|tsx|mts|js|mjs|css)$/.test(file))
    .map((file) => path.relative(process.cwd(), file));

  it('only theme/rspress-internals.{ts,css} import them, at most 10 times', () => {
    const users = sources.filter((file) => !DOOR.includes(file) && fs.readFileSync(file, 'utf8').includes('@rspress/core/dist/'));
    expect(users).toEqual([]);
    const count = DOOR.reduce((n, file) => n + (fs.readFileSync(file, 'utf8').match(INTERNAL)?.length ?? 0), 0);
    expect(count).toBeLessThanOrEqual(10);
  });

  it('every module it opens is still there, with the names it takes', () => {
    const ts = fs.readFileSync('theme/rspress-internals.ts', 'utf8');
    for (const [, names, file] of ts.matchAll(/export \{([^}]+)\} from '@rspress\/core\/dist\/([^']+)'/g)) {
      const exported = flat(read(file)).match(/export \{([^}]+)\};/)?.[1] ?? '';
      for (const name of names.split(',').map((n) => n.trim())) expect(exported.split(',').map((n) => n.trim()), `${file}: ${name}`).toContain(name);
    }
    const css = fs.readFileSync('theme/rspress-internals.css', 'utf8');
    for (const [, file] of css.matchAll(/@import '@rspress\/core\/dist\/([^']+)'/g)) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
  });
});

describe('the guarded storage hook (theme/rspress-internals.build.ts)', () => {
  const hook = path.join(dist, 'theme/logic/useStorageValue.js');
  /** Every module of Rspress's theme that imports the storage hook, by the request it uses. */
  const importers = walk(path.join(dist, 'theme'))
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from "(\.[^"]*useStorageValue[^"]*)"/g)]
        .filter(([, request]) => path.resolve(path.dirname(file), request) === hook)
        .map(([, request]) => ({ file: path.relative(dist, file), request })),
    );

  it('Rspress still reaches its storage only through that hook (and the Banner the site does not use)', () => {
    const touching = walk(path.join(dist, 'theme'))
      .filter((file) => file.endsWith('.js') && /\b(localStorage|sessionStorage)\b/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(dist, file));
    expect(touching.sort()).toEqual(['theme/components/Banner/index.js', 'theme/logic/useStorageValue.js']);
    expect(importers.map((i) => i.file)).toContain('theme/logic/useThemeState.js');
  });

  it('matches every request for it', () => {
    for (const { file, request } of importers) expect(request, file).toMatch(STORAGE_HOOK_REQUEST);
  });

  it('takes the original hook’s place in a build of the theme state', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-storage-'));
    const entry = path.join(dist, 'theme/logic/useThemeState.js');
    const config: Rspack.Configuration = {
      mode: 'development',
      devtool: false,
      context: process.cwd(),
      entry,
      output: { path: out, filename: 'bundle.js', library: { type: 'module' } },
      // Only the theme state and whatever takes its hook's place are bundled.
      externals: ({ request }, callback) => callback(undefined, request === entry || /useStorageValue|use-storage-value/.test(request ?? '') ? undefined : request),
      externalsType: 'module',
      module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }] },
      plugins: [new rspack.NormalModuleReplacementPlugin(STORAGE_HOOK_REQUEST, STORAGE_HOOK_PATCH)],
    };
    const stats = await new Promise<Rspack.Stats>((resolve, reject) =>
      rspack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    expect(stats.hasErrors(), stats.toString()).toBe(false);
    const bundle = fs.readFileSync(path.join(out, 'bundle.js'), 'utf8');
    fs.rmSync(out, { recursive: true, force: true });
    expect(bundle).toContain('readStorage');
    expect(bundle).not.toContain('localStorage.getItem');
  });
});

describe('the narrow windows’ menu bar (theme/sidebar/use-menu-bar-state.ts, theme/rspress-markup.ts)', () => {
  const layout = flat(read('theme/layout/DocLayout/index.js'));
  const menu = flat(read('theme/components/SidebarMenu/index.js'));
  const menuState = flat(read('theme/components/SidebarMenu/useSidebarMenu.js'));

  it('DocLayout marks the open sidebar and outline with the classes the theme watches', () => {
    expect(layout).toMatch(new RegExp(`jsxs\\("aside", \\{ className: clsx\\('${escape(M.sidebar)}', isSidebarOpen && '${escape(M.sidebarOpen)}'`));
    expect(layout).toMatch(new RegExp(`jsxs\\("aside", \\{ className: clsx\\('${escape(M.outline)}', isOutlineOpen && '${escape(M.outlineOpen)}'`));
  });

  it('the menu bar’s buttons carry the classes the theme labels', () => {
    expect(menu).toMatch(new RegExp(`jsxs\\("button", \\{ type: "button", onClick: openSidebar, className: "${escape(M.menuButton)}"`));
    expect(menu).toMatch(new RegExp(`jsxs\\("button", \\{ type: "button", disabled: outlineDisabled, onClick: [^]{0,120}?openOutline\\(\\); \\}, className: "${escape(M.outlineButton)}"`));
  });

  it('a click on the backdrop closes both panels (Escape clicks it)', () => {
    expect(menu).toContain(`onClick: closeSidebar, className: "${M.mask}"`);
    expect(menu).toMatch(/function closeSidebar\(\) \{ onIsSidebarOpenChange\(false\); \}/);
    // The backdrop is outside the outline, so the outline's click-outside closes it too.
    expect(menuState).toMatch(/useClickOutside\(\[ sidebarMenuRef, asideLayoutRef \], \(\)=>\{ setIsOutlineOpen\(false\); \}\)/);
  });
});

describe('upstream problems the theme works around, still there', () => {
  it('code blocks and tables scroll without a tabindex (src/site/a11y-patches.ts)', () => {
    const codeBlock = flat(read('theme/components/CodeBlock/index.js'));
    expect(codeBlock).toContain('className: "rp-codeblock__content__scroll-container rp-scrollbar rp-scrollbar--always"');
    expect(codeBlock).not.toMatch(/tabIndex/i);
    const table = flat(read('theme/components/DocContent/docComponents/table.js'));
    expect(table).toContain('className: "rp-table-scroll-container rp-scrollbar"');
    expect(table).not.toMatch(/tabIndex/i);
  });

  it('the outline keys its entries by their text (theme/toc)', () => {
    expect(flat(read('theme/components/Toc/index.js'))).toContain('`${header.depth}_${header.text}_${header.id}_${index}`');
  });

  it('useSidebarDynamic replaces its first state with copies on mount, and opens the current page’s groups in place (theme/sidebar/use-sidebar-data.ts mirrors the rest)', () => {
    const hook = flat(read('runtime/hooks/useSidebar.js'));
    expect(hook).toContain('useState(()=>createInitialSidebar(structuredClone(rawSidebarData), activeMatcher))');
    expect(hook).toContain('useLayoutEffect(()=>{ setSidebar(createInitialSidebar(rawSidebarData, activeMatcher)); }, [ activeMatcher, rawSidebarData ]);');
    expect(hook).toContain("if (match(item)) item.collapsed = false;");
  });
});
