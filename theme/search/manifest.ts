/**
 * Where each locale's search index lives: `version|lang` → path below the
 * site root. This file is a placeholder; at build time the search-index
 * plugin (plugins/search-index) replaces its contents with the real map, so
 * the names carry content hashes without an extra manifest request.
 */
export const searchIndexFiles: Record<string, string> = {};
