import { describe, expect, it } from 'vitest';
import { jsonParseValues } from '../../plugins/json-data-modules';

describe('json-data-modules', () => {
  const pageData = { pages: [{ title: 'CLI "quoted" \\ path', routePath: '/guide/basic/cli', toc: [{ id: 'a', depth: 2 }] }] };
  const hashes = { en: 'abc', zh: 'def' };
  const code = `export const pageData = ${JSON.stringify(pageData, null, 2)};
          export const searchIndexHash = ${JSON.stringify(hashes, null, 2)};`;

  it('turns each pretty-printed value into a JSON.parse of the same data', async () => {
    const out = jsonParseValues(code);
    expect(out.match(/JSON\.parse\(/g)).toHaveLength(2);
    expect(out).not.toContain('\n  "pages"');
    const mod = new Function(`${out.replace(/export const (\w+) =/g, 'exports.$1 =')}; return exports;`.replace(/^/, 'const exports = {};'))();
    expect(mod.pageData).toEqual(pageData);
    expect(mod.searchIndexHash).toEqual(hashes);
  });

  it('handles a default export, and leaves what is not JSON as it was', () => {
    const site = { title: 'Agent TARS', locales: [{ lang: 'zh', label: '简体中文' }] };
    const out = jsonParseValues(`export default ${JSON.stringify(site, null, 2)}`);
    expect(new Function(`return ${out.replace('export default ', '')}`)()).toEqual(site);
    const odd = 'export const x = {\n  a: () => 1\n};';
    expect(jsonParseValues(odd)).toBe(odd);
  });
});
