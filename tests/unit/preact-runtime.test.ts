import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROGRESSIVE_HYDRATION_KEY, browserRuntime, browserRuntimeEnvironments, preactAliases } from '../../plugins/preact-runtime';

describe('browser runtime', () => {
  it('is preact/compat for production builds, React for dev and on request', () => {
    expect(browserRuntime({ NODE_ENV: 'production' })).toBe('preact');
    expect(browserRuntime({ NODE_ENV: 'development' })).toBe('react');
    expect(browserRuntime({})).toBe('react');
    expect(browserRuntime({ NODE_ENV: 'production', DOCS_RUNTIME: 'react' })).toBe('react');
  });

  it('points every React entry point the bundle imports at an existing preact/compat file', () => {
    const aliases = preactAliases();
    expect(Object.keys(aliases).sort()).toEqual(
      ['react', 'react-dom', 'react-dom/client', 'react-dom/server', 'react/jsx-dev-runtime', 'react/jsx-runtime'].sort(),
    );
    for (const [name, file] of Object.entries(aliases)) {
      expect(fs.existsSync(file), `${name} → ${file}`).toBe(true);
      expect(file).toMatch(/preact[\\/]compat/);
    }
  });

  it('switches only the browser environment', () => {
    expect(Object.keys(browserRuntimeEnvironments('preact'))).toEqual(['web']);
    expect(browserRuntimeEnvironments('react').web.resolve).toBeUndefined();
  });

  it('turns progressive hydration on for the Preact bundle only, and defines it for both', () => {
    expect(browserRuntimeEnvironments('preact').web.source.define).toEqual({ [PROGRESSIVE_HYDRATION_KEY]: '"1"' });
    expect(browserRuntimeEnvironments('react').web.source.define).toEqual({ [PROGRESSIVE_HYDRATION_KEY]: '""' });
  });
});
