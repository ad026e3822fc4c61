/** Our typed reference data (`src/data/*.ts`), bundled on the fly so that a plain Node script can read it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {object} OurReference
 * @property {{ name: string, short?: string, default?: string, source: string }[]} cliFlags
 * @property {{ id: string }[]} cliCommands
 * @property {{ key: string, values?: string[], default?: string }[]} configOptions
 * @property {{ method: string, path: string }[]} serverRoutes
 * @property {readonly string[]} coreEventTypeNames
 * @property {{ name: string }[]} agentOptions
 * The quote and claims checks read these too (optional here, since compare() does not):
 * @property {{ id: string, error?: string }[]} [userProblems]
 * @property {Record<string, { errors?: { body: string }[] }>} [serverRouteDetails]
 * @property {{ text: string, origin: string }[]} [thirdPartyQuotes]
 * @property {{ id: string, quotes?: string[], rests: { file: string, line: number, text: string }[] }[]} [claims]
 */

/** @returns {Promise<OurReference>} */
export async function loadOurReference() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-upstream-'));
  const entry = path.join(dir, 'entry.ts');
  const data = (name) => JSON.stringify(path.join(root, 'src/data', name));
  fs.writeFileSync(
    entry,
    [
      `export { cliFlags, cliCommands } from ${data('cli.ts')};`,
      `export { configOptions } from ${data('config.ts')};`,
      `export { serverRoutes } from ${data('server-api.ts')};`,
      `export { coreEventTypeNames } from ${data('events.ts')};`,
      `export { agentOptions } from ${data('agent-api.ts')};`,
      `export { userProblems } from ${data('user-problems.ts')};`,
      `export { serverRouteDetails } from ${data('server-api-details.ts')};`,
      `export { thirdPartyQuotes } from ${data('quote-origins.ts')};`,
      `export { claims } from ${data('claims/index.ts')};`,
    ].join('\n'),
  );
  const outfile = path.join(dir, 'reference.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'error', alias: { '@src': path.join(root, 'src') } });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
