import type { Finding } from '../../config-builder/types';
import type { Lang } from '../../replay/format';
import { langPrefix } from '../../replay/url';
import { text } from './texts';

/** A message with `backticked` names shown as code, as the reference pages show keys. */
function withCode(message: string) {
  return message.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * Warnings of the builder and findings of the checker, one list item each:
 * severity, line (when read from text), message, the key the reader probably
 * meant, and a link to the section that explains it.
 */
export function FindingList({ findings, lang, showLines }: { findings: Finding[]; lang: Lang; showLines: boolean }) {
  return (
    <ul className="at-cb__findings">
      {findings.map((f, i) => (
        <li key={`${f.kind}-${f.key}-${f.line}-${i}`} className={`at-cb__finding at-cb__finding--${f.severity}`} data-kind={f.kind} data-key={f.key}>
          <span className="at-cb__severity">{text(`severity_${f.severity}`, lang)}</span>
          {showLines && f.line > 0 ? <span className="at-cb__line">{text('line', lang, { n: f.line })}</span> : null}
          {f.key ? <code className="at-cb__key">{f.key}</code> : null}
          <span className="at-cb__message">{withCode(f.message[lang])}</span>
          {f.suggestion && !f.message[lang].includes(f.suggestion) ? <span className="at-cb__suggestion">{text('didYouMean', lang, { key: f.suggestion })}</span> : null}
          {f.link ? (
            <a className="at-cb__more" href={`${langPrefix(lang)}${f.link}`}>
              {f.kind === 'pitfall' ? text('more', lang) : text('reference', lang)}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
