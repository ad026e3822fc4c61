import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import type { SidebarData } from '@rspress/core';
import { useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

type Entry = SidebarData[number];
type Matcher = (link: string) => boolean;

/** Whether `item` is the current page or holds it, at any depth. */
function holdsActive(item: Entry, matches: Matcher): boolean {
  if ('link' in item && item.link && matches(item.link)) return true;
  return 'items' in item && Array.isArray(item.items) && item.items.some((child) => holdsActive(child, matches));
}

/** Opens, in place, every group that holds the current page. */
function openActiveGroups(items: SidebarData, matches: Matcher): SidebarData {
  for (const item of items) {
    if (!('items' in item) || !Array.isArray(item.items)) continue;
    openActiveGroups(item.items, matches);
    if (holdsActive(item, matches)) item.collapsed = false;
  }
  return items.filter(Boolean).flat();
}

/**
 * The sidebar's data with the current page's groups open, and a setter for
 * the collapse toggles: Rspress's `useSidebarDynamic` (runtime/hooks/useSidebar.js,
 * checked in 2.0.22), without its reset on mount. There a layout effect
 * replaces the first render's state with new objects of the same content,
 * so every sidebar group got new props before it had hydrated, and React
 * hydrated them all at once in one synchronous task (throwing and catching
 * its selective-hydration error once per group) instead of each in an idle
 * slice of its own. Here the state is replaced only when the page or its
 * sidebar changes; as upstream, a group opened for one page stays open on
 * the next (the config's objects are opened in place).
 */
export function useSidebarData(): [SidebarData, Dispatch<SetStateAction<SidebarData>>] {
  const raw = useSidebar();
  const matches = useActiveMatcher();
  const [data, setData] = useState(() => openActiveGroups(structuredClone(raw), matches));
  const shown = useRef<{ raw: SidebarData; matches: Matcher } | null>(null);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { raw, matches };
    if (before === null) {
      openActiveGroups(raw, matches);
      return;
    }
    if (before.raw !== raw || before.matches !== matches) setData(openActiveGroups(raw, matches));
  }, [raw, matches]);
  return [data, setData];
}
