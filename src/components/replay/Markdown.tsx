import { useLang } from '@rspress/core/runtime';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { MESSAGE_PREVIEW_CHARS } from '../../replay/constants';
import { asLang } from '../../replay/format';
import { languageFromName } from '../../replay/highlight';
import { pick, ui } from '../../replay/messages';
import { parseMarkdown, type Block, type Inline } from '../../replay/markdown';
import { safeImageSrc } from '../../replay/safety';
import { CodeBlock } from './CodeBlock';

/**
 * Renders the safe Markdown subset as React elements. Nothing from the source
 * is ever inserted as HTML; links open in a new tab without referrer or opener.
 */
export function Markdown({ source, imageBlockedText }: { source: string; imageBlockedText: string }) {
  const lang = asLang(useLang());
  const [whole, setWhole] = useState(false);
  const cut = !whole && source.length > MESSAGE_PREVIEW_CHARS;
  const blocks = useMemo(() => parseMarkdown(cut ? source.slice(0, MESSAGE_PREVIEW_CHARS) : source), [source, cut]);
  const count = (n: number) => n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US');
  return (
    <div className="atr-md">
      {renderBlocks(blocks, imageBlockedText)}
      {cut ? (
        <p className="atr-note" data-testid="replay-message-cut">
          {pick(ui.messageCut, lang, { shown: count(MESSAGE_PREVIEW_CHARS), total: count(source.length) })}{' '}
          <button type="button" className="atr-btn at-btn" onClick={() => setWhole(true)}>
            {pick(ui.showWholeMessage, lang)}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function renderInline(nodes: Inline[], blocked: string): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.t) {
      case 'text':
        return <Fragment key={i}>{n.v}</Fragment>;
      case 'code':
        return <code key={i}>{n.v}</code>;
      case 'strong':
        return <strong key={i}>{renderInline(n.c, blocked)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(n.c, blocked)}</em>;
      case 'del':
        return <del key={i}>{renderInline(n.c, blocked)}</del>;
      case 'br':
        return <br key={i} />;
      case 'link':
        return n.href ? (
          <a key={i} href={n.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(n.c, blocked)}
          </a>
        ) : (
          <span key={i}>{renderInline(n.c, blocked)}</span>
        );
      case 'img': {
        const src = safeImageSrc(n.src);
        return src ? (
          <img key={i} className="atr-md__img" src={src} alt={n.alt} loading="lazy" />
        ) : (
          <span key={i} className="atr-md__img-blocked" title={blocked}>
            [{n.alt || n.src}]
          </span>
        );
      }
      default:
        return null;
    }
  });
}

function renderBlocks(blocks: Block[], blocked: string): ReactNode[] {
  return blocks.map((b, i) => {
    switch (b.t) {
      case 'h': {
        // Event headings sit inside the step panel: shift them below the page's h2/h3.
        const level = Math.min(6, b.level + 3);
        const Tag = `h${level}` as 'h4' | 'h5' | 'h6';
        return (
          <Tag key={i} className={`atr-md__h atr-md__h${b.level}`}>
            {renderInline(b.c, blocked)}
          </Tag>
        );
      }
      case 'p':
        return <p key={i}>{renderInline(b.c, blocked)}</p>;
      case 'code':
        return <CodeBlock key={i} code={b.v} language={languageFromName(b.lang)} label={b.lang || undefined} maxHeight="short" />;
      case 'list': {
        const items = b.items.map((item, k) => (
          <li key={k}>
            {item.length === 1 && item[0].t === 'p' ? renderInline(item[0].c, blocked) : renderBlocks(item, blocked)}
          </li>
        ));
        return b.ordered ? (
          <ol key={i} start={b.start !== 1 ? b.start : undefined}>
            {items}
          </ol>
        ) : (
          <ul key={i}>{items}</ul>
        );
      }
      case 'quote':
        return <blockquote key={i}>{renderBlocks(b.c, blocked)}</blockquote>;
      case 'hr':
        return <hr key={i} />;
      case 'table':
        return (
          <div key={i} className="atr-table-wrap" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  {b.head.map((cell, k) => (
                    <th key={k} style={b.align[k] ? { textAlign: b.align[k]! } : undefined}>
                      {renderInline(cell, blocked)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {b.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, k) => (
                      <td key={k} style={b.align[k] ? { textAlign: b.align[k]! } : undefined}>
                        {renderInline(cell, blocked)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      default:
        return null;
    }
  });
}
