/**
 * Frontmatter `searchWeight`: a page that repeats another for one audience
 * gives way on general words and keeps its own.
 */
import { describe, expect, it } from 'vitest';
import { buildIndexFiles, pageWeight } from '../../src/search/build';
import type { SourcePage } from '../../src/search/types';
import { engineFor, page } from './support/search-pages';

const weighted = (p: SourcePage, searchWeight: unknown): SourcePage => ({ ...p, frontmatter: { ...p.frontmatter, searchWeight } });

const quickStart = page('/zh/guide/quick-start', '快速开始', '安装 CLI 并运行第一个任务。', [['install', '安装', '用 npm 安装 CLI，需要 Node.js 22。']], 'zh');
const china = page('/zh/guide/china', '国内上手', '在国内安装并运行。', [['install', '安装', '先安装 Node.js，再安装 CLI：npm 镜像让安装更快，安装后运行。安装完成。']], 'zh');
const top = (pages: SourcePage[], q: string) => engineFor(pages, pages[0].lang).search(q)[0]?.routePath;

describe('searchWeight', () => {
  it('is 1 when absent and stops the build with the page and value when it is not a number in range', () => {
    expect(pageWeight(china)).toBe(1);
    expect(pageWeight(weighted(china, 0.85))).toBe(0.85);
    for (const bad of ['0.8', 0, 3, Number.NaN, null]) {
      expect(() => pageWeight(weighted(china, bad)), String(bad)).toThrow(/\/zh\/guide\/china: frontmatter searchWeight must be a number from 0\.5 to 2/);
    }
  });

  it('ships with the page only when it is not 1', () => {
    const [plain] = buildIndexFiles([china]);
    expect(plain.file.pages[0]).toHaveLength(3);
    const [file] = buildIndexFiles([weighted(china, 0.85)]);
    expect(file.file.pages[0]).toEqual(['/zh/guide/china', '国内上手', 'guide', '', 0.85]);
  });

  it('lets the general page come first for general words, and the weighted page keep its own', () => {
    expect(top([quickStart, china], '安装')).toBe('/zh/guide/china');
    expect(top([quickStart, weighted(china, 0.6)], '安装')).toBe('/zh/guide/quick-start');
    expect(top([quickStart, weighted(china, 0.6)], 'npm 镜像')).toBe('/zh/guide/china');
  });
});
