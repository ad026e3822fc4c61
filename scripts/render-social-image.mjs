#!/usr/bin/env node
/**
 * Renders the social card (src/components/SocialBanner.tsx, shown at /banner
 * by the dev server only) into docs/public/og-image.png, 1200×630.
 *
 * It starts `rspress dev`, screenshots the banner element with headless
 * Chromium and stops the server. The dev server shares Rspress's temporary
 * folder with builds, so on a machine where builds run in parallel, take the
 * build lock:  flock /tmp/docs-build.lock node scripts/render-social-image.mjs
 *
 * Options: --port 4599  --out docs/public/og-image.png
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', 4599));
const out = path.resolve(root, arg('out', 'docs/public/og-image.png'));
const WIDTH = 1200;
const HEIGHT = 630;
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer) {
  const signature = buffer.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a' || buffer.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

async function waitForServer(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`rspress dev exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`rspress dev did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  const log = [];
  const dev = spawn(path.join(root, 'node_modules/.bin/rspress'), ['dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout.on('data', (d) => log.push(String(d)));
  dev.stderr.on('data', (d) => log.push(String(d)));
  const stop = () => {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    const url = `http://127.0.0.1:${port}/banner`;
    await waitForServer(url, dev, 240_000);
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
      await page.goto(url, { waitUntil: 'networkidle', timeout: 240_000 });
      const banner = page.locator('.at-banner');
      await banner.waitFor({ state: 'visible', timeout: 120_000 });
      await page.evaluate(() => document.fonts.ready);
      const box = await banner.boundingBox();
      if (!box || Math.round(box.width) !== WIDTH || Math.round(box.height) !== HEIGHT) {
        throw new Error(`the banner is ${box?.width}×${box?.height}, expected ${WIDTH}×${HEIGHT}`);
      }
      const png = await banner.screenshot({ type: 'png', animations: 'disabled' });
      const size = pngSize(png);
      if (!size || size.width !== WIDTH || size.height !== HEIGHT) throw new Error(`screenshot is ${JSON.stringify(size)}`);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, png);
      process.stdout.write(`Wrote ${path.relative(root, out)} (${WIDTH}×${HEIGHT}, ${png.length} bytes)\n`);
    } finally {
      await browser.close();
    }
  } catch (err) {
    process.stderr.write(`${log.join('').slice(-4000)}\n`);
    throw err;
  } finally {
    stop();
  }
}

main().catch((err) => {
  process.stderr.write(`render-social-image: ${err.message}\n`);
  process.exit(1);
});
