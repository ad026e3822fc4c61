/**
 * A tiny tokenizer for the code the player shows (files the agent wrote,
 * scripts it ran). It knows comments, strings, numbers, keywords and a few
 * language-specific shapes; everything else is plain text. The renderer maps
 * token types to the theme's `--shiki-token-*` colours, so highlighted code
 * matches the doc pages in light and dark mode without shipping Shiki.
 */

export type TokenType = 'plain' | 'keyword' | 'string' | 'comment' | 'number' | 'function' | 'tag' | 'attr' | 'punct' | 'constant';

export interface Token {
  type: TokenType;
  text: string;
}

export type CodeLanguage = 'js' | 'python' | 'shell' | 'json' | 'html' | 'css' | 'yaml' | 'markdown' | 'sql' | 'text';

/** Above this size code is shown unhighlighted; the tokenizer is linear but the DOM is not free. */
const MAX_HIGHLIGHT = 60_000;

const EXT: Record<string, CodeLanguage> = {
  js: 'js', mjs: 'js', cjs: 'js', jsx: 'js', ts: 'js', tsx: 'js', mts: 'js', cts: 'js',
  py: 'python',
  sh: 'shell', bash: 'shell', zsh: 'shell',
  json: 'json', jsonl: 'json',
  html: 'html', htm: 'html', xml: 'html', svg: 'html', vue: 'html',
  css: 'css', scss: 'css', less: 'css',
  yml: 'yaml', yaml: 'yaml', toml: 'yaml',
  md: 'markdown', mdx: 'markdown',
  sql: 'sql',
};

const ALIASES: Record<string, CodeLanguage> = {
  javascript: 'js', typescript: 'js', node: 'js',
  python3: 'python', py3: 'python',
  shell: 'shell', console: 'shell', sh: 'shell', bash: 'shell',
};

/** Language for a file path, by extension. */
export function languageFromPath(path: string): CodeLanguage {
  const base = path.split(/[\\/]/).pop() ?? '';
  if (/^(Dockerfile|Makefile)$/i.test(base)) return 'shell';
  const ext = base.includes('.') ? base.split('.').pop()!.toLowerCase() : '';
  return EXT[ext] ?? 'text';
}

/** Language for a fence tag or an interpreter name such as `python3` or `bash --norc`. */
export function languageFromName(name: string | undefined): CodeLanguage {
  const key = (name ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return ALIASES[key] ?? EXT[key] ?? ((['js', 'python', 'shell', 'json', 'html', 'css', 'yaml', 'markdown', 'sql'] as string[]).includes(key) ? (key as CodeLanguage) : 'text');
}

type Rule = [RegExp, TokenType];

const words = (list: string): RegExp => new RegExp(`\\b(?:${list.split(' ').join('|')})\\b`, 'y');

const JS_RULES: Rule[] = [
  [/\/\/[^\n]*/y, 'comment'],
  [/\/\*[\s\S]*?(?:\*\/|$)/y, 'comment'],
  [/`(?:[^`\\]|\\[\s\S])*`?/y, 'string'],
  [/"(?:[^"\\\n]|\\.)*"?/y, 'string'],
  [/'(?:[^'\\\n]|\\.)*'?/y, 'string'],
  [/\b(?:0x[\da-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?n?)\b/y, 'number'],
  [words('true false null undefined NaN this super'), 'constant'],
  [
    words(
      'const let var function return if else for while do switch case break continue new delete typeof instanceof in of import export from default class extends async await try catch finally throw yield interface type enum implements as satisfies declare readonly public private protected static',
    ),
    'keyword',
  ],
  [/[A-Za-z_$][\w$]*(?=\s*\()/y, 'function'],
  [/[{}()[\];,.:?=<>!+\-*/%&|^~]+/y, 'punct'],
];

const PY_RULES: Rule[] = [
  [/#[^\n]*/y, 'comment'],
  [/[rbfu]{0,2}"""[\s\S]*?(?:"""|$)/iy, 'string'],
  [/[rbfu]{0,2}'''[\s\S]*?(?:'''|$)/iy, 'string'],
  [/[rbfu]{0,2}"(?:[^"\\\n]|\\.)*"?/iy, 'string'],
  [/[rbfu]{0,2}'(?:[^'\\\n]|\\.)*'?/iy, 'string'],
  [/\b\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?j?\b/y, 'number'],
  [words('True False None self'), 'constant'],
  [
    words(
      'def return if elif else for while in not and or is import from as class try except finally raise with lambda yield pass break continue global nonlocal async await assert del print',
    ),
    'keyword',
  ],
  [/@[\w.]+/y, 'function'],
  [/[A-Za-z_]\w*(?=\s*\()/y, 'function'],
  [/[{}()[\];,.:=<>!+\-*/%&|^~]+/y, 'punct'],
];

const SHELL_RULES: Rule[] = [
  [/(?:^|(?<=\s))#[^\n]*/y, 'comment'],
  [/"(?:[^"\\]|\\[\s\S])*"?/y, 'string'],
  [/'[^']*'?/y, 'string'],
  [/\$\{[^}\n]*\}?|\$[\w@#?$!*-]+/y, 'constant'],
  [words('if then else elif fi for in do done while until case esac function return export local set unset cd echo exit source'), 'keyword'],
  [/(?:^|(?<=[\s;|&(]))--?[\w-]+(?:=)?/y, 'attr'],
  [/\b\d+\b/y, 'number'],
  [/[|&;<>()]+/y, 'punct'],
];

const JSON_RULES: Rule[] = [
  [/"(?:[^"\\\n]|\\.)*"(?=\s*:)/y, 'attr'],
  [/"(?:[^"\\\n]|\\.)*"?/y, 'string'],
  [/-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/y, 'number'],
  [words('true false null'), 'constant'],
  [/[{}[\],:]/y, 'punct'],
];

const HTML_RULES: Rule[] = [
  [/<!--[\s\S]*?(?:-->|$)/y, 'comment'],
  [/<\/?[A-Za-z][\w:-]*/y, 'tag'],
  [/\/?>/y, 'tag'],
  [/[A-Za-z_:][\w:.-]*(?==)/y, 'attr'],
  [/"[^"]*"?|'[^']*'?/y, 'string'],
];

const CSS_RULES: Rule[] = [
  [/\/\*[\s\S]*?(?:\*\/|$)/y, 'comment'],
  [/"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?/y, 'string'],
  [/[\w-]+(?=\s*:[^{}]*;)/y, 'attr'],
  [/#[\da-fA-F]{3,8}\b/y, 'number'],
  [/-?\b\d+(?:\.\d+)?(?:px|rem|em|%|vh|vw|s|ms|fr|deg)?\b/y, 'number'],
  [/@[\w-]+/y, 'keyword'],
  [/[{}();:,>+~]/y, 'punct'],
];

const YAML_RULES: Rule[] = [
  [/#[^\n]*/y, 'comment'],
  [/(?:^|(?<=\n))\s*-?\s*[\w.-]+(?=\s*:)/y, 'attr'],
  [/"(?:[^"\\\n]|\\.)*"?|'[^'\n]*'?/y, 'string'],
  [/-?\b\d+(?:\.\d+)?\b/y, 'number'],
  [words('true false null yes no on off'), 'constant'],
];

const SQL_RULES: Rule[] = [
  [/--[^\n]*/y, 'comment'],
  [/'(?:[^'\n]|'')*'?/y, 'string'],
  [/\b\d+(?:\.\d+)?\b/y, 'number'],
  [
    /\b(?:select|from|where|group|by|order|limit|join|left|right|inner|outer|on|as|and|or|not|in|is|null|insert|into|values|update|set|delete|create|table|with|having|distinct|count|sum|avg|min|max|desc|asc|case|when|then|else|end|union|all)\b/iy,
    'keyword',
  ],
  [/[(),;*=<>.]+/y, 'punct'],
];

const MD_RULES: Rule[] = [
  [/(?:^|(?<=\n))#{1,6} [^\n]*/y, 'keyword'],
  [/`[^`\n]*`?/y, 'string'],
  [/\*\*[^*\n]+\*\*/y, 'constant'],
  [/\[[^\]\n]*\]\([^)\n]*\)/y, 'function'],
  [/(?:^|(?<=\n))\s*(?:[-*+]|\d+\.)(?= )/y, 'punct'],
];

const RULES: Record<CodeLanguage, Rule[]> = {
  js: JS_RULES,
  python: PY_RULES,
  shell: SHELL_RULES,
  json: JSON_RULES,
  html: HTML_RULES,
  css: CSS_RULES,
  yaml: YAML_RULES,
  sql: SQL_RULES,
  markdown: MD_RULES,
  text: [],
};

export function tokenize(code: string, lang: CodeLanguage): Token[] {
  const rules = RULES[lang];
  if (rules.length === 0 || code.length > MAX_HIGHLIGHT) return code ? [{ type: 'plain', text: code }] : [];
  const out: Token[] = [];
  let plain = '';
  let i = 0;
  const flush = () => {
    if (plain) out.push({ type: 'plain', text: plain });
    plain = '';
  };
  while (i < code.length) {
    let matched = false;
    for (const [re, type] of rules) {
      re.lastIndex = i;
      const m = re.exec(code);
      if (m && m[0].length > 0) {
        flush();
        out.push({ type, text: m[0] });
        i += m[0].length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      // Consume a whole identifier or run of spaces at once, so keywords are
      // only matched at word starts and plain text stays in few tokens.
      const m = /[A-Za-z_$][\w$]*|\s+|./y;
      m.lastIndex = i;
      const piece = m.exec(code)?.[0] ?? code[i];
      plain += piece;
      i += piece.length;
    }
  }
  flush();
  return out;
}
