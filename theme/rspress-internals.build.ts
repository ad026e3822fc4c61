/**
 * The build's reach into Rspress, beside theme/rspress-internals.ts (which
 * the browser bundle loads; this one rspress.config.ts loads in Node).
 * Checked against @rspress/core 2.0.22; tests/unit/rspress-internals.test.ts
 * pins what it relies on.
 */
import { fileURLToPath } from 'node:url';

/**
 * Rspress's theme state (theme/logic/useThemeState.js) reads and writes the
 * appearance through `useStorageValue`, imported by the relative path
 * `./useStorageValue.js` rather than through the theme's exports, so no
 * theme override reaches it; with site data blocked its first storage
 * access threw in an effect and every page went blank. The build puts our
 * guarded copy in place of every request for that file: this pattern
 * matches the requests, as the replacement plugin sees them before
 * resolving (`./useStorageValue.js` from the theme state,
 * `./logic/useStorageValue.js` from the theme's index).
 */
export const STORAGE_HOOK_REQUEST = /[\\/]useStorageValue\.js$|^\.\/useStorageValue\.js$/;

/** The guarded copy that takes the original's place. */
export const STORAGE_HOOK_PATCH = fileURLToPath(new URL('./patches/use-storage-value.ts', import.meta.url));
