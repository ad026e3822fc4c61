import { useEffect, type RefObject } from 'react';

const SIDEBAR_OPEN = 'rp-doc-layout__sidebar--open';
const OUTLINE_OPEN = 'rp-doc-layout__outline--open';
const SIDEBAR_ID = 'at-doc-sidebar';
const OUTLINE_ID = 'at-doc-outline';

/**
 * Rspress's bar of narrow windows ("Menu", "On this page") opens the sidebar
 * and the outline by toggling a class, and its buttons do not say so. This
 * watches those classes and keeps the buttons' aria-expanded and
 * aria-controls true, and names the two panels; it moves the focus into the sidebar when it opens, and
 * Escape closes it (through Rspress's own backdrop) with the focus back on
 * the button.
 */
export function useMenuBarState(inside: RefObject<HTMLElement | null>, labels: { sidebar: string; outline: string }) {
  useEffect(() => {
    const sidebar = inside.current?.closest<HTMLElement>('.rp-doc-layout__sidebar');
    const container = sidebar?.parentElement;
    if (!sidebar || !container) return;
    const outline = container.querySelector<HTMLElement>('.rp-doc-layout__outline');
    const menuButton = () => document.querySelector<HTMLButtonElement>('button.rp-sidebar-menu__left');
    const outlineButton = () => document.querySelector<HTMLButtonElement>('button.rp-sidebar-menu__right');
    sidebar.id ||= SIDEBAR_ID;
    // Both panels are <aside> landmarks; each needs a name of its own (landmark-unique).
    sidebar.setAttribute('aria-label', labels.sidebar);
    if (outline) {
      outline.id ||= OUTLINE_ID;
      outline.setAttribute('aria-label', labels.outline);
    }
    let sidebarWasOpen = sidebar.classList.contains(SIDEBAR_OPEN);

    const sync = () => {
      const sidebarOpen = sidebar.classList.contains(SIDEBAR_OPEN);
      menuButton()?.setAttribute('aria-expanded', String(sidebarOpen));
      menuButton()?.setAttribute('aria-controls', sidebar.id);
      if (outline) {
        outlineButton()?.setAttribute('aria-expanded', String(outline.classList.contains(OUTLINE_OPEN)));
        outlineButton()?.setAttribute('aria-controls', outline.id);
      }
      if (sidebarOpen && !sidebarWasOpen && document.activeElement === menuButton()) {
        (sidebar.querySelector<HTMLElement>('a[aria-current="page"]') ?? sidebar.querySelector<HTMLElement>('a[href]'))?.focus();
      }
      sidebarWasOpen = sidebarOpen;
    };

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const openPanel = [sidebar, outline].find((panel) => panel && panel.classList.contains(panel === sidebar ? SIDEBAR_OPEN : OUTLINE_OPEN));
      if (!openPanel) return;
      // Rspress closes both panels when its backdrop is clicked.
      document.querySelector<HTMLElement>('.rp-sidebar-menu__mask')?.click();
      (openPanel === sidebar ? menuButton() : outlineButton())?.focus();
    };

    sync();
    const observer = new MutationObserver(sync);
    observer.observe(sidebar, { attributes: true, attributeFilter: ['class'] });
    if (outline) observer.observe(outline, { attributes: true, attributeFilter: ['class'] });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [inside, labels.sidebar, labels.outline]);
}
