#!/usr/bin/env node
/**
 * Serves the built site the way a static CDN does: `/a/b` answers with
 * `a/b.html`, `/a/` with `a/index.html`, and an unknown path with `404.html`
 * and status 404. The response headers are the ones we ship in `_headers`
 * for real hosts, so the tests see the same Content-Security-Policy.
 * `--no-headers` serves like a plain static host that ignores `_headers`
 * (GitHub Pages, S3): then only the pages' own meta policy protects them.
 *
 * Usage: node scripts/serve-cdn.mjs [--port 4173] [--dir doc_build] [--no-headers]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { headersForPath, parseHeadersFile } from './lib/headers-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
}

const port = Number(arg('port', process.env.PORT ?? 4173));
const dir = path.resolve(root, arg('dir', 'doc_build'));

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

/** Literal `from to status` lines of `_redirects`; splat rules are the 404 fallbacks handled below. */
function readRedirects(file) {
  if (!fs.existsSync(file)) return new Map();
  const rules = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || from.includes('*') || !to) continue;
    const code = Number(status ?? 301);
    if (code >= 300 && code < 400) rules.set(from, { to, code });
  }
  return rules;
}

const redirects = readRedirects(path.join(dir, '_redirects'));
const headersPath = path.join(dir, '_headers');
const headerRules = !process.argv.includes('--no-headers') && fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : [];

/** Whether the CDN has something to serve at `pathname` (file, clean URL or folder index). */
function exists(pathname) {
  const base = path.join(dir, pathname);
  if (!base.startsWith(dir)) return false;
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.some((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The nearest `404.html` up the folder tree, as Cloudflare Pages picks it. */
function nearest404(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const candidate = path.join(dir, ...parts.slice(0, i), '404.html');
    if (fs.existsSync(candidate)) return candidate;
  }
  return path.join(dir, '404.html');
}

const server = http.createServer((req, res) => {
  let pathname = '/';
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    // A malformed escape still gets the CDN's answer: serve-handler sends 400.
  }
  for (const [name, value] of Object.entries(headersForPath(headerRules, pathname))) {
    res.setHeader(name, value);
  }
  const moved = redirects.get(pathname.replace(/(\.html|\/)$/, '')) ?? redirects.get(pathname);
  if (moved) {
    const { search } = new URL(req.url ?? '/', 'http://localhost');
    res.writeHead(moved.code, { Location: `${moved.to}${search}` });
    res.end();
    return undefined;
  }
  if (!exists(pathname) && !exists(pathname.replace(/\.html$/, ''))) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    fs.createReadStream(nearest404(pathname)).pipe(res);
    return undefined;
  }
  return handler(req, res, {
    public: dir,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
  });
});

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`Serving ${path.relative(root, dir)} like a CDN at http://127.0.0.1:${port}\n`);
});
