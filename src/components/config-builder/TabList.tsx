import { useRef, type KeyboardEvent } from 'react';

export interface TabSpec<T extends string> {
  value: T;
  label: string;
}

/**
 * An ARIA tab list: one tab in the tab order, arrow keys, Home and End move
 * between tabs and select them, as the WAI-ARIA tabs pattern describes.
 */
export function TabList<T extends string>({ tabs, selected, onSelect, idPrefix, label, className }: {
  tabs: TabSpec<T>[];
  selected: T;
  onSelect: (value: T) => void;
  idPrefix: string;
  label: string;
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(tabs[next].value);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-controls={`${idPrefix}-panel-${tab.value}`}
          aria-selected={tab.value === selected}
          tabIndex={tab.value === selected ? 0 : -1}
          className="at-cb__tab"
          onClick={() => onSelect(tab.value)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel a TabList tab controls. */
export const panelProps = (idPrefix: string, value: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel-${value}`,
  'aria-labelledby': `${idPrefix}-tab-${value}`,
});
