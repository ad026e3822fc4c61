import { describe, expect, it } from 'vitest';
import { fold, foldWithMap, originalEnd, originalStart } from '../../src/search/fold';
import { queryShape } from '../../src/search/query-shape';
import { relaxAtom } from '../../src/search/relax';
import { segmentWords } from '../../src/search/segment';
import { camelParts, parseQuery, queryForms, scan, singular, singularText, stems, tokenize } from '../../src/search/tokenize';

describe('folding', () => {
  it('ignores case and accents', () => {
    expect(fold('Crème BRÛLÉE')).toBe('creme brulee');
    expect(fold('Ångström Ωmega')).toBe('angstrom ωmega');
    expect(fold('ΆΈΉ')).toBe('αεη');
  });

  it('folds full-width Latin and keeps Han', () => {
    expect(fold('ＡＰＩ 配置')).toBe('api 配置');
  });

  it('keeps Cyrillic й distinct from и but folds ё to е', () => {
    expect(fold('Йошкар Ёлка')).toBe('йошкар елка');
    expect(fold('й')).not.toBe(fold('и'));
  });

  it('keeps Korean syllables composed', () => {
    expect(fold('검색')).toBe('검색');
    expect(fold('검색').length).toBe(2);
  });

  it('maps folded offsets back to the original text', () => {
    const f = foldWithMap('ﬁle Ωx');
    expect(f.text).toBe('file ωx');
    // `fi` comes from the single ligature at offset 0.
    expect([originalStart(f, 0), originalStart(f, 1), originalEnd(f, 1)]).toEqual([0, 0, 1]);
    expect(originalStart(f, f.text.indexOf('ω'))).toBe(4);
    // Nothing moved: no offset tables at all.
    const plain = foldWithMap('Config 配置 Ωmega');
    expect(plain.from).toBeNull();
    expect(plain.text).toBe('config 配置 ωmega');
  });
});

describe('scanning and tokens', () => {
  it('splits text into script runs', () => {
    expect(scan('MCP服务器 검색을 use').map((r) => [r.kind, r.text])).toEqual([
      ['word', 'MCP'],
      ['cjk', '服务器'],
      ['hangul', '검색을'],
      ['word', 'use'],
    ]);
  });

  it('indexes Han as overlapping bigrams and the last character, so with prefixes every character is found', () => {
    expect(tokenize('配置文件')).toEqual(['配置', '置文', '文件', '件']);
    expect(tokenize('件')).toEqual(['件']);
  });

  it('indexes camelCase identifiers whole and by part', () => {
    expect(camelParts('mcpServers')).toEqual(['mcp', 'Servers']);
    expect(camelParts('HTTPServer')).toEqual(['HTTP', 'Server']);
    const terms = tokenize('mcpServers');
    expect(terms).toEqual(expect.arrayContaining(['mcpserver', 'mcp', 'server']));
  });

  it('stems plurals only', () => {
    expect(stems('providers')).toEqual(['provider']);
    expect(stems('directories')).toEqual(['directory', 'directorie']);
    expect(stems('process')).toEqual(['process']);
    expect(stems('status')).toEqual(['status']);
    expect(stems('api')).toEqual(['api']);
  });

  it('treats Korean words and their syllable pairs as terms', () => {
    const terms = tokenize('검색을');
    expect(terms).toEqual(expect.arrayContaining(['검색을', '검색', '색을', '을']));
  });

  it('uses the same tokens for text and for a query', () => {
    const q = parseQuery('Crème');
    expect(tokenize('crème brûlée')).toContain(q.atoms[0].forms[0]);
  });
});

describe('queries', () => {
  it('trims and collapses whitespace', () => {
    expect(parseQuery('  配置文件  ').text).toBe('配置文件');
    expect(parseQuery('浏览器   配置').terms.map((t) => t.text)).toEqual(['浏览器', '配置']);
    expect(parseQuery('   ').atoms).toEqual([]);
  });

  it('turns space-separated terms into required atoms (AND)', () => {
    const q = parseQuery('model provider api key');
    expect(q.atoms.map((a) => a.value)).toEqual(['model', 'provider', 'api', 'key']);
  });

  it('splits mixed Chinese and English inside one term', () => {
    expect(parseQuery('MCP服务器').atoms.map((a) => [a.kind, a.value])).toEqual([
      ['word', 'mcp'],
      ['cjk', '服务器'],
    ]);
  });

  it('reads Chinese typed against Latin letters, digits or a flag as two terms, as if the space were there', () => {
    expect(parseQuery('请问--toolCallEng').terms.map((t) => t.text)).toEqual(['请问', '--toolCallEng']);
    expect(parseQuery('mcp服务连不上').terms.map((t) => t.text)).toEqual(['mcp', '服务连不上']);
    expect(parseQuery('端口8888被占用').terms.map((t) => t.text)).toEqual(['端口', '8888', '被占用']);
    expect(queryShape(parseQuery('请问--toolCallEng'))).toBe('identifier');
    // Latin text keeps its own punctuation.
    expect(parseQuery('browser.cdpEndpoint').terms.map((t) => t.text)).toEqual(['browser.cdpEndpoint']);
  });

  it('drops stop words unless nothing else is left', () => {
    expect(parseQuery('how to install').atoms.map((a) => a.value)).toEqual(['install']);
    expect(parseQuery('the').atoms.map((a) => a.value)).toEqual(['the']);
    // Function words a page holds everywhere (`via` on the browser page) say nothing about the topic.
    expect(parseQuery('how to stop a running task via the API').atoms.map((a) => a.value)).toEqual(['stop', 'running', 'task', 'api']);
    expect(parseQuery('怎么 安装').atoms.map((a) => a.value)).toEqual(['安装']);
    // Verbs of wanting and putting: "where do I put my api key" names the key, not putting.
    expect(parseQuery('where do i put my api key').atoms.map((a) => a.value)).toEqual(['api', 'key']);
    expect(parseQuery('i want to make the agent use my chrome').atoms.map((a) => a.value)).toEqual(['agent', 'use', 'chrome']);
  });

  it('relaxes a long Chinese phrase into words, dropping stop words', () => {
    const words = relaxAtom(parseQuery('怎么配置模型').atoms[0]).map((a) => a.value);
    expect(words).toEqual(['配置', '模型']);
    // Words that only place the question in time (以后, 的时候) name nothing a page must hold.
    expect(relaxAtom(parseQuery('断线以后怎么续上').atoms[0]).map((a) => a.value)).not.toContain('以后');
    expect(relaxAtom(parseQuery('回放的时候消息整段出现').atoms[0]).map((a) => a.value)).not.toContain('时候');
    // Modal verbs (只能, 需要, 必须) say how, not what: 只能|读 must not become one required word.
    expect(relaxAtom(parseQuery('只能读文件不能改').atoms[0]).map((a) => a.value)).not.toContain('只能读');
  });

  it('puts typed plurals in the singular, for names kept in the singular', () => {
    expect(['versions', 'directories', 'apis', 'faqs', 'status', 'analysis', 'hook'].map(singular)).toEqual(['version', 'directory', 'api', 'faq', 'status', 'analysis', 'hook']);
    expect(singularText('node versions and rest apis')).toBe('node version and rest api');
    // A short word in -is is most often an acronym's plural: both forms are looked for.
    expect(queryForms('apis')).toEqual(['apis', 'api']);
  });

  it("drops what follows an apostrophe (what's, agent's, doesn't)", () => {
    expect(parseQuery("agent's browser").atoms.map((a) => a.value)).toEqual(['agent', 'browser']);
    expect(parseQuery("it doesn't work").atoms.map((a) => a.value)).toEqual(['work']);
    expect(parseQuery('it’s broken').atoms.map((a) => a.value)).toEqual(['broken']);
  });

  it('drops the polite openings of a Chinese question', () => {
    expect(parseQuery('请问 安装').atoms.map((a) => a.value)).toEqual(['安装']);
    expect(relaxAtom(parseQuery('请问任务拆解怎么开').atoms[0]).map((a) => a.value)).not.toContain('请问');
  });

  it('segments Chinese with Intl.Segmenter', () => {
    expect(segmentWords('配置文件').join('|')).toBe('配置|文件');
  });
});
