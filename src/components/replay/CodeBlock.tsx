import { useMemo } from 'react';
import { tokenize, type CodeLanguage } from '../../replay/highlight';

interface CodeBlockProps {
  code: string;
  language: CodeLanguage;
  /** Shown above the code, e.g. a file path. */
  title?: string;
  /** Accessible name when there is no title. */
  label?: string;
  maxHeight?: 'short' | 'tall';
}

/** Highlighted code as text spans; the data is never interpreted as markup. */
export function CodeBlock({ code, language, title, label, maxHeight = 'tall' }: CodeBlockProps) {
  const tokens = useMemo(() => tokenize(code, language), [code, language]);
  return (
    <figure className="atr-code">
      {title ? <figcaption className="atr-code__title">{title}</figcaption> : null}
      <pre
        className={`atr-code__pre atr-code__pre--${maxHeight}`}
        tabIndex={0}
        aria-label={title ?? label}
        data-language={language}
      >
        <code>
          {tokens.map((t, i) =>
            t.type === 'plain' ? t.text : (
              <span key={i} className={`atr-tk atr-tk--${t.type}`}>
                {t.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
