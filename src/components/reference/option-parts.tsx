/**
 * Cells, labels and the table frame shared by the CLI and config reference
 * tables. They live apart from both so that a page showing only CLI tables
 * does not load the config data, and the other way round.
 */
import { Fragment, type ReactNode } from 'react';
import type { Lang, Localized } from '../../data/routes';
import { TableFrame } from './shared';
import './reference.css';

export const ui = {
  flag: { en: 'Flag', zh: '参数' },
  command: { en: 'Command', zh: '命令' },
  commands: { en: 'Commands', zh: '适用命令' },
  purpose: { en: 'What it does', zh: '作用' },
  type: { en: 'Value', zh: '取值' },
  typeDefault: { en: 'Type and default', zh: '类型与默认值' },
  defaultIs: { en: 'Default:', zh: '默认：' },
  flagIs: { en: 'Flag:', zh: '参数：' },
  acceptedBy: { en: 'Commands:', zh: '适用命令：' },
  default: { en: 'Default', zh: '默认值' },
  description: { en: 'Description', zh: '说明' },
  key: { en: 'Key', zh: '配置项' },
  cliFlag: { en: 'CLI flag', zh: '命令行参数' },
  none: { en: 'none', zh: '无' },
  also: { en: 'Also accepted:', zh: '也可写作：' },
  useInstead: { en: 'Use instead:', zh: '请改用：' },
  insteadHead: { en: 'Use instead', zh: '正确写法' },
  required: { en: 'required', zh: '必填' },
  repeatable: { en: 'repeatable', zh: '可重复' },
  invalid: { en: 'Not a 0.3.0 flag', zh: '0.3.0 中无效的写法' },
  why: { en: 'Why', zh: '原因' },
  passThrough: { en: 'Pass-through flag', zh: '透传参数' },
  sets: { en: 'Sets', zh: '对应配置' },
  passThroughHint: { en: 'pass-through', zh: '透传' },
  empty: { en: 'No entries match.', zh: '没有匹配的条目。' },
} satisfies Record<string, Localized>;

export const pickLang = (value: string | undefined): Lang => (value === 'zh' ? 'zh' : 'en');

// Order matters: backticks, URLs, long flags, ~/ and <placeholder>/ paths, dotted
// identifiers, snake_case. A path must be one token: two adjacent unbreakable
// <code> runs would widen the table.
const TOKEN =
  /`([^`]+)`|(https?:\/\/[^\s，。；）)]*[^\s，。；）).,;:])|(--[A-Za-z][\w.-]*[\w*])|((?:~|<[a-zA-Z]+>)\/[\w./<>*-]*[\w*>])|([A-Za-z@<][\w@/<>-]+(?:\.[\w*<>-]+)+)|([A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+)/g;

// Short code stays on one line ("--" and "apiKey" must not split); longer code may wrap.
const NOWRAP_MAX = 20;

/** Renders data text: code-like tokens become <code>, the rest stays text. */
export function richText(text: string): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const token = m[0];
    // "e.g" / "i.e" are prose, not identifiers.
    if (m[5] && /^[a-z]\.[a-z]$/i.test(token)) continue;
    if (start > last) out.push(text.slice(last, start));
    const code = m[1] ?? token;
    out.push(
      <code key={i++} className={code.length <= NOWRAP_MAX ? 'at-ref-nb' : undefined}>
        {code}
      </code>,
    );
    last = start + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

/** Inline list of code values with a visual separator. */
export function CodeList({ values }: { values: readonly string[] }) {
  return (
    <span className="at-ref-values">
      {values.map((v, idx) => (
        <Fragment key={v}>
          {idx > 0 ? <span aria-hidden="true"> | </span> : null}
          <code>{v}</code>
        </Fragment>
      ))}
    </span>
  );
}

/** Code text that may wrap after dots, so long dotted keys do not widen the table. */
export function BreakableCode({ text }: { text: string }) {
  // Break opportunities only after dots and at spaces; each piece stays whole when short.
  const parts = text.split(/(?<=\.)|(?= )/);
  return (
    <code>
      {parts.map((part, idx) => (
        <Fragment key={idx}>
          {idx > 0 ? part.startsWith(' ') ? ' ' : <wbr /> : null}
          <span className={part.trim().length <= NOWRAP_MAX ? 'at-ref-nb' : undefined}>{part.trimStart()}</span>
        </Fragment>
      ))}
    </code>
  );
}

/** The default as a sub-line: a literal in code and/or a note. */
export function DefaultLine({
  value,
  note,
  lang,
}: {
  value?: string;
  note?: Localized;
  lang: Lang;
}) {
  if (value === undefined && !note) return null;
  return (
    <span className="at-ref-sub">
      {ui.defaultIs[lang]} {value !== undefined ? <code>{value}</code> : null}
      {value !== undefined && note ? ' ' : null}
      {note ? (value !== undefined ? <>({richText(note[lang])})</> : richText(note[lang])) : null}
    </span>
  );
}

export function StatusBadge({ kind, label }: { kind: string; label: string }) {
  return <span className={`at-ref-badge at-ref-badge--${kind}`}>{label}</span>;
}

export const asArray = <T,>(v: T | T[] | undefined): T[] | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v];

export function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <TableFrame head={head} className="at-ref">
      {children}
    </TableFrame>
  );
}
