/**
 * Building blocks shared by the server, agent and event reference tables.
 * They live apart from the tables so that a page showing agent or event
 * tables does not download the server API data with them.
 */
import { useLang } from '@rspress/core/runtime';
import { CodeBlock } from '@rspress/core/theme-original';
import { Fragment, type ReactNode } from 'react';
import type { Lang, Localized } from '../../data/routes';
import { DeferredHydration } from '../deferred/DeferredHydration';

/** `useLang()` returns a string; anything that is not Chinese falls back to English. */
export function useDocLang(): Lang {
  return useLang() === 'zh' ? 'zh' : 'en';
}

/** Renders `code spans` written with backticks in data strings. */
export function Inline({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

export const pick = (value: Localized, lang: Lang): string => value[lang];

/** The scrollable frame and header row every reference table shares. */
export function TableFrame({ head, children, className, label }: { head: string[]; children: ReactNode; className: string; label?: string }) {
  return (
    <DeferredHydration>
      <div className={`rp-table-scroll-container ${className}`}>
        <table aria-label={label}>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </DeferredHydration>
  );
}

export function RefTable({ head, children, caption }: { head: string[]; children: ReactNode; caption?: string }) {
  const table = (
    <TableFrame head={head} className="rp-scrollbar" label={caption}>
      {children}
    </TableFrame>
  );
  if (!caption) return table;
  return (
    <>
      <p>
        <strong>{caption}</strong>
      </p>
      {table}
    </>
  );
}

/** A plain, copyable code block (no syntax colouring) in the theme's code frame. */
export function PlainCode({ code, lang, title }: { code: string; lang: string; title?: string }) {
  return (
    <CodeBlock lang={lang} title={title}>
      <pre className="shiki">
        <code>{code}</code>
      </pre>
    </CodeBlock>
  );
}
