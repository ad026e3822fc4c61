import { describe, expect, it } from 'vitest';
import { pathInLanguage, pathInVersion } from '../../src/site/switch-path';

const clean = { cleanUrls: true, notFound: false };
const noVersion = { current: '', default: '' };
const fromEn = { current: 'en', default: 'en' };
const fromZh = { current: 'zh', default: 'en' };

describe('pathInLanguage: the language switcher keeps the page', () => {
  it('adds the language part when leaving the default language', () => {
    expect(pathInLanguage('/guide/basic/config', 'zh', fromEn, noVersion, clean)).toBe('/zh/guide/basic/config');
    expect(pathInLanguage('/guide/basic/config?x=1', 'zh', fromEn, noVersion, clean)).toBe('/zh/guide/basic/config?x=1');
  });

  it('drops it when going back to the default language', () => {
    expect(pathInLanguage('/zh/guide/basic/config', 'en', fromZh, noVersion, clean)).toBe('/guide/basic/config');
  });

  it('swaps one non-default language for another', () => {
    expect(pathInLanguage('/zh/api/cli', 'ja', fromZh, noVersion, clean)).toBe('/ja/api/cli');
  });

  it('the home page of a language is its index page', () => {
    expect(pathInLanguage('/', 'zh', fromEn, noVersion, clean)).toBe('/zh/index');
    expect(pathInLanguage('/', 'zh', fromEn, noVersion, { cleanUrls: false, notFound: false })).toBe('/zh/index.html');
    expect(pathInLanguage('/zh/', 'en', fromZh, noVersion, clean)).toBe('/');
  });

  it('from a 404 page, leads to the home of the target language', () => {
    expect(pathInLanguage('/zh/no/such/page', 'en', fromZh, noVersion, { cleanUrls: true, notFound: true })).toBe('/');
    expect(pathInLanguage('/no/such/page', 'zh', fromEn, noVersion, { cleanUrls: true, notFound: true })).toBe('/zh/index');
  });

  it('keeps a version part in front', () => {
    const v1 = { current: 'v1', default: 'v2' };
    expect(pathInLanguage('/v1/guide/x', 'zh', fromEn, v1, clean)).toBe('/v1/zh/guide/x');
    expect(pathInLanguage('/v1/zh/guide/x', 'en', fromZh, v1, clean)).toBe('/v1/guide/x');
  });
});

describe('pathInVersion: the version switcher keeps the page', () => {
  const fromDefault = { current: 'v2', default: 'v2' };
  const fromOld = { current: 'v1', default: 'v2' };
  it('adds, swaps and drops the version part', () => {
    expect(pathInVersion('/guide/x', 'v1', fromDefault, clean)).toBe('/v1/guide/x');
    expect(pathInVersion('/v1/guide/x', 'v0', fromOld, clean)).toBe('/v0/guide/x');
    expect(pathInVersion('/v1/guide/x', 'v2', fromOld, clean)).toBe('/guide/x');
  });

  it('the default version of the current page is the page itself', () => {
    expect(pathInVersion('/zh/guide/x', 'v2', fromDefault, clean)).toBe('/zh/guide/x');
  });

  it('from a 404 page, leads to the version home', () => {
    expect(pathInVersion('/v1/gone', 'v0', fromOld, { cleanUrls: true, notFound: true })).toBe('/v0/index');
  });
});
