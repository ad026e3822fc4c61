/** Everything the drift check reads from an upstream source tree. */
import { extractCli } from './cli.mjs';
import { extractEventTypes } from './events.mjs';
import { layout as defaultLayout } from './layout.mjs';
import { extractRoutes } from './routes.mjs';
import { declarationIndex, typeKeys } from './types.mjs';

/** @param {import('./source.mjs').UpstreamSource} src */
export function extractUpstream(src, layout = defaultLayout) {
  const index = declarationIndex(src, layout.types);
  return {
    cli: extractCli(src, layout.cli),
    routes: extractRoutes(src, layout.routes),
    events: extractEventTypes(src, layout.events),
    config: typeKeys(index, layout.configType),
    sdk: typeKeys(index, layout.sdkOptionsType),
  };
}
