/**
 * Words a reader has not finished typing: a partial word whose completions
 * the docs call by a shorter name (`configur` → the Config page), one letter
 * typed after a word (`web u` → Web UI), and a query that is another name of
 * a page's title.
 */
import { describe, expect, it } from 'vitest';
import { buildIndexFiles } from '../../src/search/build';
import { SearchEngine } from '../../src/search/engine';
import { engineFor, page } from './support/search-pages';

const pages = [
  page('/guide/basic/config', 'Config', 'Keep the settings of the agent in one file.', [
    ['file', 'Create a config file', 'Write tarko.config.ts next to your project. Anything not configured keeps its default.'],
  ]),
  page('/guide/basic/web-ui', 'Web UI', 'Open the Web UI in a browser.', [
    ['navbar', 'Navbar', 'Configure the navbar links. The configuration is read once at start.'],
  ]),
  page('/guide/basic/benchmark', 'Benchmark', 'A web page for the benchmark, see u as the unit.', [
    ['run', 'Run it', 'Measure the web requests. Use u for the unit of web work.'],
  ]),
  page('/guide/basic/install', 'Install', 'Install the CLI with npm.', [['node', 'Node.js', 'Node.js 22 or later is needed.']]),
  page('/guide/basic/pitfalls', 'Pitfalls', 'Things that go wrong.', [
    ['installation', 'Installation on Windows', 'The installation needs a restart.'],
  ]),
];

const files = buildIndexFiles(pages);
const en = SearchEngine.fromFile(files.find((f) => f.lang === 'en')!.file);
const routes = (q: string) => en.search(q).map((p) => p.routePath);

describe('a partial word', () => {
  it('finds the page named by its completions\' shorter form, ahead of pages that only hold the completions', () => {
    // `configur` starts configure/configuration (the Web UI page); the docs' word is config.
    expect(routes('configur')[0]).toBe('/guide/basic/config');
    expect(routes('configur')).toContain('/guide/basic/web-ui');
    // `installa` → installation → install.
    expect(routes('installa')).toContain('/guide/basic/install');
  });

  it('shows the page title it matched by the other name, marked', () => {
    const [top] = en.search('configur');
    expect(top.hits[0].kind).toBe('title');
    expect(top.hits[0].highlights).toEqual([{ start: 0, length: 'Config'.length }]);
  });

  it('leaves a word that is itself a term of the docs alone', () => {
    // `install` is a term: no guessing at other names.
    expect(routes('install').slice(0, 2)).toEqual(['/guide/basic/install', '/guide/basic/pitfalls']);
  });

  it('does not guess from short beginnings', () => {
    // `confi` (5 letters) is long enough; `conf` is not, and still finds the pages by prefix.
    expect(routes('conf')).toContain('/guide/basic/config');
  });
});

describe('one letter typed after a word', () => {
  it('reads as the start of the next word, not as the letter on its own', () => {
    // The benchmark page holds `web` and `u` as a word; only the Web UI page holds "web u…".
    expect(routes('web u')[0]).toBe('/guide/basic/web-ui');
    expect(routes('web u')).not.toContain('/guide/basic/benchmark');
  });

  it('highlights the letter where it starts the next word', () => {
    const top = en.search('web u')[0];
    const title = top.hits.find((h) => h.kind === 'title')!;
    expect(title.highlights).toEqual([{ start: 0, length: 5 }]);
  });

  it('keeps a letter on its own as typed when it is the whole query or comes first', () => {
    // Only the benchmark page holds both words; the Web UI page joins below it for `web` alone.
    expect(routes('u web')[0]).toBe('/guide/basic/benchmark');
  });
});

describe('another name of a page title', () => {
  it('brings the titled page first, as the title itself would', () => {
    // settings ↔ config in the glossary: the Config page, not the page that says "configuration".
    expect(routes('settings')[0]).toBe('/guide/basic/config');
    expect(routes('configuration')[0]).toBe('/guide/basic/config');
  });
});

describe('a title holding some of the words', () => {
  const titled = [
    page('/guide/basic/browser', 'Browser', 'How the agent drives a browser.', [
      ['modes', 'Control modes', 'Pick how the browser is controlled. Configure it once in the config file; configure it again per run.'],
      ['launch', 'How it is launched', 'The browser starts with the agent.'],
    ]),
    page('/guide/basic/search', 'Search', 'Web search for the agent.', [
      ['browser-search', 'Browser search', 'Configure the browser search engine here; configure its count too.'],
    ]),
    page('/guide/basic/files', 'Files', 'Files the agent reads. The browser can download files.', [['downloads', 'Downloads', 'Downloads from the browser land here.']]),
    page('/guide/basic/vision', 'Vision', 'Screenshots of the browser go to the model.', [['images', 'Images', 'Images from the browser.']]),
  ];
  const engine = engineFor(titled);

  it('ranks the page its title names above a page that holds the other words more densely', () => {
    // The Search page's one section holds both words; the Browser page is about the browser.
    expect(engine.search('how do i configure the browser').map((p) => p.routePath)[0]).toBe('/guide/basic/browser');
  });
});

describe('a typo', () => {
  const pages = [
    page('/guide/get-started/quick-start', 'Quick start', 'Install the CLI.', [['install', 'Install', 'Run npm install to install it.']]),
    page('/guide/basic/config', 'Config', 'Environment variables and files.', [['env', 'Environment variables', 'Read the environment at startup.']]),
    page('/guide/basic/search', 'Search', 'Search the web.', [['visited', 'needVisitedUrls', 'needVisitedUrls is ignored.']]),
  ];
  const e = engineFor(pages);
  const first = (q: string) => e.search(q).map((p) => p.routePath)[0];

  it('finds the word one letter away: left out, added, changed or swapped', () => {
    expect(first('insall')).toBe('/guide/get-started/quick-start');
    expect(first('innstall')).toBe('/guide/get-started/quick-start');
    expect(first('inztall')).toBe('/guide/get-started/quick-start');
    expect(first('isntall')).toBe('/guide/get-started/quick-start');
    expect(first('needVistedUrls')).toBe('/guide/basic/search');
  });

  it('reads the corrected word with its other names: a mistyped synonym finds the page named by the docs\' word', () => {
    const named = engineFor([
      page('/guide/basic/config', 'Config', 'Keep the options in a file.', [['file', 'Config file', 'Write tarko.config.ts.']]),
      page('/guide/basic/web-ui', 'Web UI', 'The sidebar has a settings button.', [['sidebar', 'Sidebar', 'Sessions and settings.']]),
    ]);
    // `settings` is another name of config (the glossary); one letter is missing.
    expect(named.search('setings').map((p) => p.routePath)).toContain('/guide/basic/config');
  });

  it('reads the whole query as corrected, so a heading it says and a problem word still count', () => {
    const said = engineFor([
      page('/guide/advanced/server', 'Server', 'Run the server.', [['session-not-found', 'Session not found', 'The id names no stored session.']]),
      page('/guide/basic/troubleshooting', 'Troubleshooting', 'When a session is not found, or a file is not found.', [
        ['files', 'Files not found', 'A session that is not found, a file that is not found: check the workspace and the session list.'],
      ]),
    ]);
    expect(said.search('Session not found')[0]?.routePath).toBe('/guide/advanced/server');
    expect(said.search('Sesion not found')[0]?.routePath).toBe('/guide/advanced/server');
  });

  it('leaves a real word whose base form the docs hold (getting is get, not setting)', () => {
    const real = engineFor([
      page('/guide/get-started/quick-start', 'Quick start', 'Get the CLI and run it.', [['get', 'Get it', 'Get started in a minute.']]),
      page('/guide/basic/config', 'Config', 'Setting options.', [['setting', 'Setting', 'Each setting in turn.']]),
    ]);
    expect(real.search('getting').map((p) => p.routePath)).toEqual(['/guide/get-started/quick-start']);
  });

  it('finds a partial word with a typo by the words it starts', () => {
    expect(first('envionm')).toBe('/guide/basic/config');
  });

  it('leaves short words, known words and words far from every term alone', () => {
    // Five letters that start no term are too short to guess a longer word from.
    expect(e.search('insal')).toEqual([]);
    expect(e.search('instal')).not.toEqual([]);
    expect(e.search('qwertyuiop')).toEqual([]);
    expect(e.search('inst')).not.toEqual([]);
    expect(e.search('isnt')).toEqual([]);
  });
});
