/**
 * Reads the Netlify / Cloudflare Pages `_headers` format: a path pattern on
 * its own line, then indented `Name: value` lines. `*` in a pattern matches
 * any run of characters.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: {} };
      rules.push(current);
      continue;
    }
    if (!current) continue;
    const at = raw.indexOf(':');
    if (at < 0) continue;
    current.headers[raw.slice(0, at).trim()] = raw.slice(at + 1).trim();
  }
  return rules;
}

const patternToRegExp = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** Later rules add to, and override, earlier ones, as on Netlify. */
export function headersForPath(rules, pathname) {
  const out = {};
  for (const rule of rules) {
    if (patternToRegExp(rule.pattern).test(pathname)) Object.assign(out, rule.headers);
  }
  return out;
}
