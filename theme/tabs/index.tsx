import {
  Children,
  Fragment,
  forwardRef,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useStorageValue } from '../patches/use-storage-value';
import '../rspress-internals';

interface TabItem {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
  content: ReactNode;
}

export interface TabsProps {
  values?: ReadonlyArray<{ label: ReactNode; value: string; disabled?: boolean }>;
  defaultIndex?: number;
  defaultValue?: string;
  onChange?: (index: number) => void;
  children: ReactNode;
  /** Tabs with the same group share their choice, remembered in localStorage. */
  groupId?: string;
  tabPosition?: 'left' | 'center';
  keepDOM?: boolean;
  className?: string;
  labelItemClassName?: string;
  contentItemClassName?: string;
}

export interface TabProps {
  label?: ReactNode;
  value?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** Same storage key as Rspress's own tabs, so choices survive an upgrade. */
const STORAGE_PREFIX = 'rspress.tabs.';

function itemsOf(children: ReactElement<TabProps>[], values: TabsProps['values']): TabItem[] {
  if (values?.length) {
    return values.map((v, i) => ({
      ...v,
      content: children.find((c) => c.props.value === v.value) ?? children[i],
    }));
  }
  return children.map((child, i) => ({
    label: child.props.label ?? i,
    value: child.props.value,
    disabled: child.props.disabled,
    content: child,
  }));
}

/**
 * Rspress's tabs with real tab semantics: the labels are buttons in a
 * `tablist`, reachable by Tab and moved between with the arrow keys, Home
 * and End, as the WAI-ARIA tabs pattern describes.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    children: rawChildren,
    groupId,
    tabPosition = 'left',
    className,
    labelItemClassName,
    contentItemClassName,
    keepDOM = true,
  } = props;
  const children = Children.toArray(rawChildren).filter(isValidElement) as ReactElement<TabProps>[];
  const items = itemsOf(children, values);
  const byValue = defaultValue === undefined ? -1 : items.findIndex((t) => t.value === defaultValue);
  const initial = byValue === -1 ? (defaultIndex ?? 0) : byValue;
  const [localIndex, setLocalIndex] = useState(initial);
  const [storedIndex, setStoredIndex] = useStorageValue(`${STORAGE_PREFIX}${groupId}`, String(initial));
  const stored = Number(storedIndex);
  const current = groupId ? (Number.isInteger(stored) && stored >= 0 && stored < items.length ? stored : initial) : localIndex;
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  if (import.meta.env.SSG_MD) {
    return (
      <>
        {items.map(({ label, content }, i) => (
          <Fragment key={i}>
            {`\n**${String(label)}**\n\n`}
            {content}
            {'\n'}
          </Fragment>
        ))}
      </>
    );
  }

  const select = (index: number) => {
    if (items[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(String(index));
    else setLocalIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={`rp-tabs ${className ?? ''}`.trim()} ref={ref}>
      <div
        className="rp-tabs__label rp-tabs__label--no-scrollbar"
        role="tablist"
        style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
      >
        {items.map(({ label, value, disabled }, i) => {
          const active = i === current;
          return (
            <button
              type="button"
              role="tab"
              key={value ?? i}
              id={`${baseId}-tab-${i}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              disabled={disabled}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              className={`rp-tabs__label__item ${active ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected'} ${labelItemClassName ?? ''}`.trim()}
              data-index={i}
              onClick={() => select(i)}
              onKeyDown={onKeyDown}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div className="rp-tabs__content">
        {items.map(({ value, content, label }, i) => {
          const active = i === current;
          if (!keepDOM && !active) return null;
          return (
            <div
              key={value ?? i}
              id={`${baseId}-panel-${i}`}
              role="tabpanel"
              data-label={typeof label === 'string' ? label : undefined}
              aria-labelledby={`${baseId}-tab-${i}`}
              className={`rp-tabs__content__item ${active ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden'} ${contentItemClassName ?? ''}`.trim()}
              data-index={i}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
});

export function Tab({ children }: TabProps) {
  return <>{children}</>;
}
