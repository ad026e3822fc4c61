import { useLang } from '@rspress/core/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { exampleSessions, sessionAnchor, showcaseCategories, type ShowcaseCategory } from '../../data/sessions';
import { asLang, fill, formatDuration, type Lang } from '../../replay/format';
import { currentParams, langPrefix, replaceUrlParams } from '../../replay/url';
import { categoryCounts, emptyFilters, filterSessions, filtersToParams, MAX_QUERY_LENGTH, parseFilters, type CategoryFilter, type ShowcaseFilters } from './filters';
import { useContainEnter } from '../replay/useContainEnter';
import { withDeferredHydration } from '../deferred/DeferredHydration';
import '../button.css';
import './showcase.css';

const t = {
  title: { en: 'Showcase', zh: '案例展示' },
  intro: {
    en: 'See what Agent TARS 0.3.0 does with a browser, files, the shell and MCP tools. Each entry opens in the replay player, where you can step through every message, tool call and result at your own pace.',
    zh: '看看 Agent TARS 0.3.0 如何使用浏览器、文件、终端和 MCP 工具完成任务。每个案例都可以在回放播放器中打开，按自己的节奏逐步查看每条消息、每次工具调用及其结果。',
  },
  label: {
    en: 'Every entry is an example session written for this documentation. The events follow the 0.3.0 schema; the websites, files and data in them are made up.',
    zh: '这里的每个条目都是为本文档编写的示例会话。事件遵循 0.3.0 的事件结构，其中的网站、文件和数据均为虚构。',
  },
  ownSession: { en: 'Have a session of your own? Open it in the replay player.', zh: '有自己的会话文件？可以直接在回放播放器中打开。' },
  filters: { en: 'Filters', zh: '筛选' },
  category: { en: 'Category', zh: '分类' },
  all: { en: 'All', zh: '全部' },
  keyword: { en: 'Filter by keyword', zh: '按关键词筛选' },
  placeholder: { en: 'Title, tag, tool or model', zh: '标题、标签、工具或模型' },
  showing: { en: 'Showing {n} of {total} example sessions', zh: '显示 {n} 个示例会话，共 {total} 个' },
  none: { en: 'No example session matches these filters.', zh: '没有符合筛选条件的示例会话。' },
  clear: { en: 'Clear filters', zh: '清除筛选' },
  example: { en: 'Example session', zh: '示例会话' },
  model: { en: 'Model', zh: '模型' },
  steps: { en: 'Steps', zh: '步骤' },
  duration: { en: 'Duration', zh: '时长' },
  tags: { en: 'Tags', zh: '标签' },
  open: { en: 'Open in the replay player', zh: '在回放播放器中打开' },
};

type Key = keyof typeof t;
const tr = (key: Key, lang: Lang, params?: Record<string, string | number>) => fill(t[key][lang], params);

const ICONS: Record<ShowcaseCategory, string> = {
  research: 'M10 3a7 7 0 0 1 5.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  'ai-browser': 'M3 4h18v16H3zm2 5v9h14V9zm0-3v1h2V6zm3 0v1h2V6z',
  'ai-coding': 'M8.6 16.6 4 12l4.6-4.6L10 8.8 6.8 12l3.2 3.2zm6.8 0L14 15.2l3.2-3.2L14 8.8l1.4-1.4L20 12z',
  'data-analysis': 'M4 20V10h3v10zm6 0V4h3v16zm6 0v-7h3v7z',
  mcp: 'M7 3h2v4h6V3h2v4h2v4a6 6 0 0 1-5 5.9V21h-4v-4.1A6 6 0 0 1 5 11V7h2z',
};

interface CardProps {
  session: (typeof exampleSessions)[number];
  lang: Lang;
  titleId: string;
  categoryLabel: string;
  prefix: string;
}

function Card({ session: s, lang, titleId, categoryLabel, prefix }: CardProps) {
  const meta: [Key, string | number][] = [
    ['model', s.model],
    ['steps', s.steps],
    ['duration', formatDuration(s.durationMs, lang)],
  ];
  return (
    <li className="ats-card" data-session={s.id}>
      <div className="ats-card__top">
        <span className="ats-card__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path d={ICONS[s.category]} fill="currentColor" />
          </svg>
        </span>
        <span className="ats-chip">{categoryLabel}</span>
        <span className="ats-chip ats-chip--brand">{tr('example', lang)}</span>
      </div>
      <h2 className="ats-card__title" id={titleId}>
        {s.title[lang]}
      </h2>
      <p className="ats-card__desc">{s.description[lang]}</p>
      <ul className="ats-tags" aria-label={tr('tags', lang)}>
        {s.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <dl className="ats-card__meta">
        {meta.map(([key, value]) => (
          <div key={key}>
            <dt>
              {tr(key, lang)}
              {lang === 'zh' ? '：' : ':'}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="ats-btn at-btn at-btn--primary ats-card__cta" href={`${prefix}/replay/?session=${encodeURIComponent(s.id)}`} aria-describedby={titleId}>
        {tr('open', lang)}
        <span className="ats-card__arrow" aria-hidden="true">
          →
        </span>
      </a>
    </li>
  );
}

// Each card hydrates in a task of its own on first load (plain links, no state).
const DeferredCard = withDeferredHydration(Card);

export function ShowcasePage() {
  const lang = asLang(useLang());
  const ids = useId();
  // Pre-rendered without a query: start unfiltered and apply the URL after hydration.
  const [filters, setFilters] = useState<ShowcaseFilters>(emptyFilters);
  const [ready, setReady] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  useContainEnter(rootRef);

  useEffect(() => {
    const parsed = parseFilters(currentParams().toString());
    // Unchanged filters keep the same object, so the page does not render again for nothing.
    setFilters((f) => (parsed.category === f.category && parsed.q === f.q ? f : parsed));
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready) replaceUrlParams(filtersToParams(filters));
  }, [filters, ready]);

  const counts = useMemo(() => categoryCounts(exampleSessions, filters.q), [filters.q]);
  const visible = useMemo(() => filterSessions(exampleSessions, filters), [filters]);
  const prefix = langPrefix(lang);
  const categoryLabel = (id: ShowcaseCategory) => showcaseCategories.find((c) => c.id === id)?.label[lang] ?? id;
  const options: { id: CategoryFilter; label: string }[] = [
    { id: 'all', label: tr('all', lang) },
    ...showcaseCategories.map((c) => ({ id: c.id, label: c.label[lang] })),
  ];

  return (
    <main className="ats-root" ref={rootRef} data-testid="showcase-page" data-ready={ready ? 'true' : 'false'}>
      <div className="ats-intro">
        <h1>{tr('title', lang)}</h1>
        <p>{tr('intro', lang)}</p>
        <p className="ats-label">
          <span className="ats-chip ats-chip--brand">{tr('example', lang)}</span> {tr('label', lang)}
        </p>
        <p>
          <a href={`${prefix}/replay/`}>{tr('ownSession', lang)}</a>
        </p>
      </div>

      <section className="ats-filters" aria-label={tr('filters', lang)}>
        <div className="ats-cats" role="group" aria-labelledby={`${ids}-cat`}>
          <span id={`${ids}-cat`} className="ats-filter-label">
            {tr('category', lang)}
          </span>
          {options.map((o) => {
            const active = filters.category === o.id;
            return (
              <button
                key={o.id}
                type="button"
                className={`ats-cat${active ? ' ats-cat--active' : ''}`}
                aria-pressed={active}
                data-category={o.id}
                onClick={() => setFilters((f) => ({ ...f, category: o.id }))}
              >
                {o.label} <span className="ats-cat__count">{counts[o.id]}</span>
              </button>
            );
          })}
        </div>
        <div className="ats-search">
          <label htmlFor={`${ids}-q`} className="ats-filter-label">
            {tr('keyword', lang)}
          </label>
          <input
            id={`${ids}-q`}
            type="search"
            value={filters.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={tr('placeholder', lang)}
            autoComplete="off"
            onChange={(e) => {
              const q = e.currentTarget.value;
              setFilters((f) => ({ ...f, q }));
            }}
          />
        </div>
      </section>

      <p className="ats-count" aria-live="polite" data-testid="showcase-count">
        {tr('showing', lang, { n: visible.length, total: exampleSessions.length })}
      </p>

      {visible.length === 0 ? (
        <div className="ats-empty">
          <p>{tr('none', lang)}</p>
          <button type="button" className="ats-btn at-btn" onClick={() => setFilters(emptyFilters)}>
            {tr('clear', lang)}
          </button>
        </div>
      ) : (
        <ul className="ats-grid">
          {visible.map((s) => (
            <DeferredCard key={s.id} session={s} lang={lang} titleId={sessionAnchor(s.id)} categoryLabel={categoryLabel(s.category)} prefix={prefix} />
          ))}
        </ul>
      )}
    </main>
  );
}
