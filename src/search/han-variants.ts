/**
 * Traditional Chinese typed on pages written in Simplified Chinese.
 *
 * Readers in Taiwan, Hong Kong and Macau type 瀏覽器 and 設定 where the zh
 * pages write 浏览器 and 设定; the character pairs differ, so such a query
 * found nothing. The build writes, next to each index that needs one, a small
 * file mapping every traditional (and regional variant) character whose
 * simplified form the index holds to that form (data: OpenCC, via opencc-js).
 * The index names the file (`SearchIndexFile.hanVariants`); it is fetched
 * only when a query holds a Han character the index does not, so a first
 * search in simplified characters costs no byte more.
 */

/** The variants file. */
export interface HanVariantsFile {
  v: 1;
  /** Where the data comes from (its license asks for it). */
  source: string;
  /** Characters: traditional, simplified, traditional, simplified… (code points). */
  pairs: string;
  /**
   * Words Taiwan and Hong Kong use for what the pages name otherwise, both
   * in simplified characters: `程式 程序|伺服器 服务器|…`. Only words no
   * page holds, so reading them as the pages' word loses nothing.
   */
  words?: string;
}

/** `from to|from to…`: each word and its replacement. */
const WORDS = /^[^ |]+ [^ |]+(?:\|[^ |]+ [^ |]+)*$/;

export class HanVariants {
  private readonly map = new Map<string, string>();
  /** Regional words and the pages' words, longest first (伺服器 before 伺服). */
  private readonly words: string[][];

  constructor(pairs: string, words = '') {
    const cs = Array.from(pairs);
    for (let i = 0; i + 1 < cs.length; i += 2) this.map.set(cs[i], cs[i + 1]);
    this.words = words ? words.split('|').map((entry) => entry.split(' ')) : [];
    this.words.sort((a, b) => b[0].length - a[0].length);
  }

  /** Reads a downloaded variants file; throws on anything else, so a broken file is reported, not half used. */
  static fromFile(file: unknown): HanVariants {
    const f = file as Partial<HanVariantsFile> | null;
    const words = f?.words ?? '';
    if (f?.v !== 1 || typeof f.pairs !== 'string' || Array.from(f.pairs).length % 2 || typeof words !== 'string' || (words && !WORDS.test(words))) {
      throw new Error('not a Han variants file');
    }
    return new HanVariants(f.pairs, words);
  }

  /** `text` with each mapped character in its simplified form, then each regional word as the pages write it. */
  toSimplified(text: string): string {
    let out = '';
    for (const ch of text) out += this.map.get(ch) ?? ch;
    for (const [from, to] of this.words) if (out.includes(from)) out = out.split(from).join(to);
    return out;
  }
}
