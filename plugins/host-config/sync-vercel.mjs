#!/usr/bin/env node
/**
 * Copies the Vercel config of the last build (doc_build/vercel.json, written
 * by the host-config plugin) to the repository root, adding the build
 * settings Vercel needs when it builds from Git.
 *
 * Vercel reads the root vercel.json before it runs the build, so the CSP
 * hashes in it must be committed. Run this after a build that changed an
 * inline script; tests/built/outputs.test.ts fails while the two differ.
 *
 * Usage: node plugins/host-config/sync-vercel.mjs [--dir doc_build]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const i = process.argv.indexOf('--dir');
const dir = path.resolve(root, i > -1 ? process.argv[i + 1] : 'doc_build');
const built = path.join(dir, 'vercel.json');
if (!fs.existsSync(built)) {
  process.stderr.write(`No ${path.relative(root, built)}: run "npm run build" first.\n`);
  process.exit(1);
}

const config = JSON.parse(fs.readFileSync(built, 'utf8'));
const { $schema, ...rest } = config;
const rootConfig = {
  $schema,
  installCommand: 'npm ci',
  buildCommand: 'npm run build',
  outputDirectory: 'doc_build',
  ...rest,
};
fs.writeFileSync(path.join(root, 'vercel.json'), `${JSON.stringify(rootConfig, null, 2)}\n`);
process.stdout.write(`Wrote vercel.json from ${path.relative(root, built)}\n`);
