/**
 * Rsbuild plugin: Rspress's page table and site data reach the browser as
 * `JSON.parse('…')` instead of object literals.
 *
 * Rspress writes both virtual modules as JavaScript object literals (the
 * page table alone is 29 KB minified) into the main chunk, which every page
 * evaluates on load. A JS engine has to parse and compile a literal like any
 * other code; a JSON string it only scans, and JSON.parse builds the objects
 * faster than the compiled literal would. (V8's own advice for data of
 * 10 KB and more.)
 */
import type { RsbuildPlugin } from '@rsbuild/core';

const DATA_MODULES = /virtual-(page|site)-data/;

// Each value Rspress writes is JSON.stringify(value, null, 2): it follows
// `export const name = ` or `export default `, and its closing bracket is the
// first one at the start of a line.
const JSON_VALUE = /(export const [\w$]+ = |export default )([{[][\s\S]*?\n[}\]])/g;

/** The module with each pretty-printed JSON value replaced by a JSON.parse call; anything else is left as it is. */
export function jsonParseValues(code: string): string {
  return code.replace(JSON_VALUE, (whole, head: string, json: string) => {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return whole;
    }
    return `${head}JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  });
}

export function jsonDataModulesPlugin(): RsbuildPlugin {
  return {
    name: 'agent-tars-json-data-modules',
    // Registered before Rspress's virtual-module plugin, so that this loader
    // sits left of the one that writes the modules, and runs after it.
    enforce: 'pre',
    setup(api) {
      api.transform({ test: DATA_MODULES, environments: ['web'] }, ({ code }) => jsonParseValues(code));
    },
  };
}

export default jsonDataModulesPlugin;
