import { useActiveMatcher } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper, Tag, renderInlineMarkdown } from '@rspress/core/theme-original';
import type { NormalizedSidebarGroup, SidebarData, SidebarDivider as Divider, SidebarItem, SidebarSectionHeader as SectionHeader } from '@rspress/core';
import { useEffect, useId, useRef, type Dispatch, type SetStateAction } from 'react';
import { withDeferredHydration } from '../../src/components/deferred/DeferredHydration';
import { useT } from '../../src/site/i18n';
import { Link } from '../link';
import { useMenuBarState } from './use-menu-bar-state';
import { useSidebarData } from './use-sidebar-data';
import './sidebar.css';

type Entry = SidebarData[number];
type SetSidebar = Dispatch<SetStateAction<SidebarData>>;

const isGroup = (item: Entry): item is NormalizedSidebarGroup => 'items' in item && Array.isArray(item.items);
const isDivider = (item: Entry): item is Divider => 'dividerType' in item;
const isSectionHeader = (item: Entry): item is SectionHeader => 'sectionHeaderText' in item;
const indent = (depth: number) => (depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)`);

/**
 * The sidebar, with Rspress's look and data but keyboard access: a group's
 * header is a button that says whether it is open (aria-expanded), a closed
 * group's links are out of the Tab order (inert), and the page list is a
 * named navigation landmark.
 */
export function Sidebar() {
  const [data, setData] = useSidebarData();
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useMenuBarState(ref, { sidebar: t('sidebarAsideLabel'), outline: t('outlineLabel') });
  return (
    <nav ref={ref} className="at-sidebar" aria-label={t('sidebarLabel')}>
      <Entries items={data} path="" depth={0} setData={setData} />
    </nav>
  );
}

interface EntriesProps {
  items: SidebarData;
  /**
   * The indexes from the root to this list, dot-separated, which the collapse
   * toggle walks: a string, so a group's props stay equal from one render to
   * the next and a group not hydrated yet is left to hydrate in its own slice.
   */
  path: string;
  depth: number;
  setData: SetSidebar;
}

function Entries({ items, path, depth, setData }: EntriesProps) {
  return (
    <>
      {items.map((item, index) => {
        if (isDivider(item)) return <hr key={index} className={`at-sidebar__divider at-sidebar__divider--${item.dividerType ?? 'solid'}`} />;
        if (isSectionHeader(item)) return <SectionHeading key={index} item={item} />;
        if (isGroup(item)) {
          // Each top-level group hydrates in a task of its own on first load.
          const Part = depth === 0 ? DeferredGroup : Group;
          return <Part key={`${item.text}-${index}`} item={item} path={path ? `${path}.${index}` : String(index)} depth={depth} setData={setData} />;
        }
        return <PageLink key={index} item={item} depth={depth} />;
      })}
    </>
  );
}

/** A section header from the sidebar config: a label (with its icon and tag) over the links after it. */
function SectionHeading({ item }: { item: SectionHeader }) {
  return (
    <div className="at-sidebar__section">
      {item.icon ? <SvgWrapper icon={item.icon} className="at-sidebar__section-icon" aria-hidden="true" /> : null}
      <span className="rp-doc" {...renderInlineMarkdown(item.sectionHeaderText)} />
      <Tag tag={item.tag} />
    </div>
  );
}

/** Flips `collapsed` on the group at `path`, copying the branch so React sees the change. */
function toggleAt(data: SidebarData, path: number[]): SidebarData {
  const [head, ...rest] = path;
  return data.map((entry, index) => {
    if (index !== head || !isGroup(entry)) return entry;
    return rest.length === 0 ? { ...entry, collapsed: !entry.collapsed } : { ...entry, items: toggleAt(entry.items, rest) };
  });
}

interface GroupProps {
  item: NormalizedSidebarGroup;
  path: string;
  depth: number;
  setData: SetSidebar;
}

function Group({ item, path, depth, setData }: GroupProps) {
  const itemsId = useId();
  const matches = useActiveMatcher();
  const collapsed = item.collapsible && item.collapsed;
  const toggle = () => setData((data) => toggleAt(data, path.split('.').map(Number)));
  const chevron = <SvgWrapper icon={IconArrowRight} className="at-sidebar__chevron" aria-hidden="true" />;
  const label = <span className="rp-doc" {...renderInlineMarkdown(item.text)} />;
  const toggleProps = { 'aria-expanded': !collapsed, 'aria-controls': itemsId, onClick: toggle, type: 'button' as const };
  const childClass = depth > 0 ? ' rp-sidebar-item--group-item' : '';
  let header;
  if (item.link) {
    const active = matches(item.link);
    header = (
      <div className={`rp-sidebar-item at-sidebar__header${active ? ' rp-sidebar-item--active' : ''}${childClass}`} style={{ paddingLeft: indent(depth) }}>
        <Link href={item.link} className="rp-sidebar-item__left at-sidebar__header-link" aria-current={active ? 'page' : undefined}>
          {label}
          <Tag tag={item.tag} />
        </Link>
        {item.collapsible ? (
          <button {...toggleProps} className="at-sidebar__toggle" aria-label={item.text}>
            {chevron}
          </button>
        ) : null}
      </div>
    );
  } else if (item.collapsible) {
    header = (
      <button {...toggleProps} className={`rp-sidebar-item at-sidebar__header${childClass}`} style={{ paddingLeft: indent(depth) }}>
        <span className="rp-sidebar-item__left">{label}</span>
        <span className="rp-sidebar-item__right">
          <Tag tag={item.tag} />
          {chevron}
        </span>
      </button>
    );
  } else {
    header = (
      <div className={`rp-sidebar-item at-sidebar__header${childClass}`} style={{ paddingLeft: indent(depth) }}>
        <span className="rp-sidebar-item__left">{label}</span>
        <Tag tag={item.tag} />
      </div>
    );
  }
  return (
    <div className="rp-sidebar-group at-sidebar__group" data-collapsed={collapsed ? 'true' : 'false'}>
      {header}
      <div id={itemsId} className="at-sidebar__items" inert={collapsed}>
        <div className="at-sidebar__items-inner">
          <Entries items={item.items} path={path} depth={depth + 1} setData={setData} />
        </div>
      </div>
    </div>
  );
}

function PageLink({ item, depth }: { item: SidebarItem; depth: number }) {
  const matches = useActiveMatcher();
  const active = Boolean(item.link && matches(item.link));
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = ref.current;
    if (!active || !link) return undefined;
    // In the next frame, which lays the page out anyway: measuring right away
    // forced a full layout in the middle of hydration.
    const frame = requestAnimationFrame(() => revealInSidebar(link));
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return (
    <Link
      ref={ref}
      href={item.link}
      className={`rp-sidebar-item${active ? ' rp-sidebar-item--active' : ''}${depth > 0 ? ' rp-sidebar-item--group-item' : ''}`}
      style={{ paddingLeft: indent(depth) }}
      aria-current={active ? 'page' : undefined}
      data-context={item.context}
    >
      <span className="rp-sidebar-item__left">
        <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
      </span>
      {item.tag ? (
        <span className="rp-sidebar-item__right">
          <Tag tag={item.tag} />
        </span>
      ) : null}
    </Link>
  );
}

/** Scrolls the sidebar, and only the sidebar, so the current page's link is in view. */
function revealInSidebar(link: HTMLElement) {
  const box = link.closest<HTMLElement>('.rp-doc-layout__sidebar');
  if (!box) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  if (top < box.scrollTop || top + link.offsetHeight > box.scrollTop + box.clientHeight) {
    box.scrollTop = Math.max(0, top - box.clientHeight / 2);
  }
}

const DeferredGroup = withDeferredHydration<GroupProps>(Group);
