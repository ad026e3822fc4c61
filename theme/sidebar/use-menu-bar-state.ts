import { useEffect, type RefObject } from 'react';
import { RSPRESS_MARKUP as M } from '../rspress-markup';

const SIDEBAR_ID = 'at-doc-sidebar';
const OUTLINE_ID = 'at-doc-outline';

/**
 * Rspress's bar of narrow windows ("Menu", "On this page") opens the sidebar
 * and the outline by toggling a class, and its buttons do not say so. This
 * watches those classes and keeps the buttons' aria-expanded and
 * aria-controls true, and names the two panels; it moves the focus into the sidebar when it opens, and
 * Escape closes it (through Rspress's own backdrop) with the focus back on
 * the button. Rspress's layout exposes none of this, so it works from the
 * markup: the class names it relies on are pinned (theme/rspress-markup.ts).
 * Upstream problems, Rspress 2.0.22, to report and then drop this hook:
 * SidebarMenu's `<button class="rp-sidebar-menu__left">` and `__right` have
 * no aria-expanded or aria-controls (WAI-ARIA disclosure pattern) and
 * Escape does not close their panels; DocLayout's two `<aside>` panels have
 * no name (axe landmark-unique).
 */
export function useMenuBarState(inside: RefObject<HTMLElement | null>, labels: { sidebar: string; outline: string }) {
  useEffect(() => {
    const sidebar = inside.current?.closest<HTMLElement>(`.${M.sidebar}`);
    const container = sidebar?.parentElement;
    if (!sidebar || !container) return;
    const outline = container.querySelector<HTMLElement>(`.${M.outline}`);
    const menuButton = () => document.querySelector<HTMLButtonElement>(`button.${M.menuButton}`);
    const outlineButton = () => document.querySelector<HTMLButtonElement>(`button.${M.outlineButton}`);
    sidebar.id ||= SIDEBAR_ID;
    // Both panels are <aside> landmarks; each needs a name of its own (landmark-unique).
    sidebar.setAttribute('aria-label', labels.sidebar);
    if (outline) {
      outline.id ||= OUTLINE_ID;
      outline.setAttribute('aria-label', labels.outline);
    }
    let sidebarWasOpen = sidebar.classList.contains(M.sidebarOpen);

    const sync = () => {
      const sidebarOpen = sidebar.classList.contains(M.sidebarOpen);
      menuButton()?.setAttribute('aria-expanded', String(sidebarOpen));
      menuButton()?.setAttribute('aria-controls', sidebar.id);
      if (outline) {
        outlineButton()?.setAttribute('aria-expanded', String(outline.classList.contains(M.outlineOpen)));
        outlineButton()?.setAttribute('aria-controls', outline.id);
      }
      if (sidebarOpen && !sidebarWasOpen && document.activeElement === menuButton()) {
        (sidebar.querySelector<HTMLElement>('a[aria-current="page"]') ?? sidebar.querySelector<HTMLElement>('a[href]'))?.focus();
      }
      sidebarWasOpen = sidebarOpen;
    };

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const openPanel = [sidebar, outline].find((panel) => panel && panel.classList.contains(panel === sidebar ? M.sidebarOpen : M.outlineOpen));
      if (!openPanel) return;
      // Rspress closes both panels when its backdrop is clicked.
      document.querySelector<HTMLElement>(`.${M.mask}`)?.click();
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
