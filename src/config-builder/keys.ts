/**
 * From a concrete key path (`mcpServers.fs.command`) to its entry in the
 * config reference data, and from the entry to its row on the reference page.
 * Config data only: the builder loads this with its first render, and the
 * CLI reference data (src/data/cli.ts) would add 6 KB to it; the checker,
 * loaded on demand, reads flags through check/flag-lookup.ts.
 */
import { type ConfigOption, configAnchor } from '../data/config';
import { optionAt } from './check/option-lookup';

/** The reference entry for a concrete path; an exact key wins over a `<name>` pattern. */
export const optionForPath = (path: string | string[]): ConfigOption | undefined => optionAt(typeof path === 'string' ? path.split('.') : path);

/** The dedicated flag that sets a key, as the config data records it (tests hold it to src/data/cli.ts). */
export const flagForKey = (key: string): string | undefined => optionForPath(key)?.flag;

export const configLink = (o: ConfigOption): string => `/api/config#${configAnchor(o)}`;
