import { describe, expect, it } from 'vitest';
import { buildCsp, cspCarrierProblems, metaPolicy, pageMetaPolicy, withCspMeta } from '../../plugins/host-config/csp';

const policy = buildCsp({ scriptHashes: ["'sha256-abc='"] });
const page = '<!doctype html><html><head><meta charset="utf-8"><title>t</title><script>1</script></head><body></body></html>';

describe('CSP as a meta tag', () => {
  it('leaves out only the directives a meta tag cannot carry', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    const meta = metaPolicy(`${policy}; report-uri /r; sandbox`);
    expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/);
    expect(meta).toContain("script-src 'self' 'sha256-abc='");
    expect(meta.split('; ')).toHaveLength(policy.split('; ').length - 1);
  });

  it('puts the tag right after <meta charset>, before every script, and replaces an old one', () => {
    const once = withCspMeta(page, metaPolicy(policy));
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script>'));
    expect(once.indexOf('<meta charset="utf-8">')).toBeLessThan(once.indexOf('http-equiv'));
    expect(pageMetaPolicy(once)).toBe(metaPolicy(policy));
    const twice = withCspMeta(once, "default-src 'none'");
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(pageMetaPolicy(twice)).toBe("default-src 'none'");
  });

  it('round-trips quotes and ampersands through the attribute', () => {
    const odd = `default-src 'self'; img-src https://a.example/?x=1&y="2"`;
    expect(pageMetaPolicy(withCspMeta(page, odd))).toBe(odd);
  });

  it('flags a page without the tag, a tag that differs from the header, and a tag after a script', () => {
    const good = withCspMeta(page, metaPolicy(policy));
    expect(cspCarrierProblems(policy, [{ file: 'a.html', html: good }])).toEqual([]);
    const problems = cspCarrierProblems(policy, [
      { file: 'none.html', html: page },
      { file: 'other.html', html: withCspMeta(page, "default-src 'self'") },
      { file: 'late.html', html: page.replace('</head>', `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replace(/"/g, '&quot;')}"></head>`) },
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^none\.html: no <meta/);
    expect(problems[1]).toMatch(/^other\.html: the meta policy differs/);
    expect(problems[2]).toMatch(/^late\.html: the meta policy comes after a script/);
  });
});
