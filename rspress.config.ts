import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginRss } from '@rspress/plugin-rss';
import { compileHintsPlugin } from './plugins/compile-hints';
import { contentChunkPlugin } from './plugins/content-chunk';
import { hostConfigPlugin } from './plugins/host-config';
import { hoistPreloadsPlugin } from './plugins/hoist-preloads';
import { jsonDataModulesPlugin } from './plugins/json-data-modules';
import { liveDemosPlugin } from './plugins/live-demos';
import { localeDataPlugin } from './plugins/locale-data';
import { pluginRedirectsFile } from './plugins/redirects-file';
import { seoPlugin } from './plugins/seo';
import { slimPageDataPlugin } from './plugins/slim-page-data';
import { SEARCH_WORKER_CHUNK, searchIndexPlugin } from './plugins/search-index';
import { cleanFeedHtml } from './src/site/feed';
import { identity } from './src/site/identity';
import { renderLlmsTxt } from './src/site/llms-txt';
import { buildNav, buildSidebar } from './src/site/navigation';
import { redirectRules } from './src/site/redirects';
import { earlyHeadTags, guardThemeScript } from './src/site/head-tags';
import { STORAGE_HOOK_PATCH, STORAGE_HOOK_REQUEST } from './theme/rspress-internals.build';

const isProduction = process.env.NODE_ENV === 'production';

/** Theme modules whose import may be skipped when none of their exports is used (see tools.rspack). */
const CONTENT_ONLY_THEME_MODULES = [path.join(__dirname, 'theme/index.tsx'), path.join(__dirname, 'theme/package-manager-tabs/index.tsx')];

/** Data the config itself reads (nav, sidebar, identity, redirects), watched in dev. */
const configDataFiles = ['src/data/routes.ts', 'src/site/navigation.ts', 'src/site/identity.ts', 'src/site/redirects.ts'].map((file) =>
  path.join(__dirname, file),
);

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  base: '/',
  // A separate output folder lets several builds run side by side.
  outDir: process.env.DOCS_OUT_DIR || 'doc_build',
  title: identity.name,
  description: identity.description.en,
  // A PNG (npm run favicon): Chromium builds an SVG favicon into a document
  // of its own on the page's main thread while the page loads.
  icon: '/favicon.png',
  logo: identity.logo,
  logoText: identity.name,
  lang: 'en',
  siteOrigin: identity.siteOrigin,
  locales: [
    { lang: 'en', label: 'English', title: identity.name, description: identity.description.en },
    { lang: 'zh', label: '简体中文', title: identity.name, description: identity.description.zh },
  ],
  route: {
    cleanUrls: true,
    // Our own first-visit redirect lives in the theme: the built-in `auto` mode
    // moves readers away from deep links they chose.
    localeRedirect: 'never',
    // The social banner is a design surface for `npm run dev` only.
    exclude: isProduction ? ['**/banner.mdx', '**/banner.md'] : [],
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    // A dead link or #anchor in Markdown fails the build (checked: a link to a
    // missing heading stops `rspress build` with "Dead anchor found").
    link: { checkDeadLinks: true, checkAnchors: true, autoPrefix: true },
  },
  llms: { llmsTxt: renderLlmsTxt },
  themeConfig: {
    // Follows the OS until the reader picks a theme with the nav toggle; the
    // pick is kept under rspress-theme-appearance. Readers with no preference
    // get light. (The spec shipped light only; issue 21 asked for this.)
    darkMode: true,
    enableAppearanceAnimation: true,
    enableScrollToTop: true,
    // The theme renders the hint itself, leaving it out of 404 pages.
    llmsUI: { injectLlmsHint: false },
    hideNavbar: 'never',
    lastUpdated: true,
    editLink: { docRepoBaseUrl: identity.docsRepositoryBase },
    socialLinks: [
      { icon: 'github', mode: 'link', content: identity.repository },
      { icon: 'X', mode: 'link', content: identity.x },
      { icon: 'discord', mode: 'link', content: identity.discord },
    ],
    locales: [
      { lang: 'en', label: 'English', nav: buildNav('en'), sidebar: buildSidebar('en') },
      { lang: 'zh', label: '简体中文', nav: buildNav('zh'), sidebar: buildSidebar('zh') },
    ],
  },
  builderConfig: {
    // Builds run side by side (dev, tests, benchmarks); a shared persistent
    // cache made them read each other's half-written state.
    performance: { buildCache: false },
    resolve: {
      alias: {
        '@src': path.join(__dirname, 'src'),
        // FlexSearch's compact build: Index, Document and custom encoders
        // without the worker and persistence layers the site does not use
        // (10.7 KB gzip against 17.6 KB for the default bundle).
        flexsearch$: path.join(__dirname, 'node_modules/flexsearch/dist/flexsearch.compact.module.min.js'),
      },
    },
    plugins: [jsonDataModulesPlugin(), compileHintsPlugin()],
    tools: {
      rspack: (config, { rspack }) => {
        // The search worker (src/search/client/worker-engine.ts) stays one file,
        // FlexSearch included: split chunks would cost it serial
        // importScripts round trips before it could build the index.
        const split = config.optimization?.splitChunks;
        if (split && split.chunks === 'all') split.chunks = (chunk) => chunk.name !== SEARCH_WORKER_CHUNK;
        // Rspress's theme state imports its storage hook by a relative path,
        // past the theme's exports: our guarded copy goes in its place
        // (theme/rspress-internals.build.ts says why and how it is pinned).
        config.plugins = [...(config.plugins ?? []), new rspack.NormalModuleReplacementPlugin(STORAGE_HOOK_REQUEST, STORAGE_HOOK_PATCH)];
        // The theme's entry and the parts only page content uses are free of
        // side effects, so an import of such a part from '@theme' in a page
        // goes straight to its module, which then loads with that page's
        // content instead of in every page's first load.
        config.module ??= {};
        config.module.rules = [...(config.module.rules ?? []), { test: CONTENT_ONLY_THEME_MODULES, sideEffects: false }];
      },
    },
    // Early head tags go into the HTML template, not the `head` option: Rspress
    // renders `head` only for pages of its route table, so 404.html and every
    // page of `rspress dev` went without them.
    html: { tags: [...earlyHeadTags(), guardThemeScript] },
    // The nav and the sidebar are built here from these modules: a change to
    // them restarts the dev server, as a new page file does, so a page added
    // to the routes reaches the sidebar without a manual restart.
    dev: { watchFiles: { paths: configDataFiles, type: 'reload-server' } },
  },
  // Our own zoom: the spec's margin and offset, and a warning for broken images.
  mediumZoom: false,
  globalUIComponents: [
    path.join(__dirname, 'src/components/global/ImageZoom.tsx'),
  ],
  plugins: [
    contentChunkPlugin(),
    liveDemosPlugin(),
    localeDataPlugin(),
    searchIndexPlugin(),
    pluginClientRedirects({ redirects: redirectRules }),
    pluginRedirectsFile(),
    slimPageDataPlugin(),
    seoPlugin(),
    hoistPreloadsPlugin(),
    pluginRss({
      siteUrl: identity.siteOrigin,
      feed: [
        {
          id: 'blog',
          test: (page) => /^\/blog\/.+/.test(page.routePath) && Boolean(page.frontmatter?.date),
          title: `${identity.name} Blog`,
          description: identity.description.en,
          language: 'en',
          item: (item) => ({ ...item, content: cleanFeedHtml(String(item.content ?? '')) }),
        },
        {
          id: 'blog-zh',
          test: (page) => /^\/zh\/blog\/.+/.test(page.routePath) && Boolean(page.frontmatter?.date),
          title: `${identity.name} 博客`,
          description: identity.description.zh,
          language: 'zh-CN',
          item: (item) => ({ ...item, content: cleanFeedHtml(String(item.content ?? '')) }),
        },
      ],
    }),
    // Last: it hashes the inline scripts of the final HTML for the CSP.
    hostConfigPlugin(),
  ],
});
