/**
 * Class names of markup that Rspress's own layout renders and the theme
 * reads or drives from outside, beside theme/rspress-internals.ts: no
 * public API tells when the narrow windows' sidebar or outline opens, or
 * closes them (DocLayout keeps that state in its useSidebarMenu hook).
 * Checked against @rspress/core 2.0.22; tests/unit/rspress-internals.test.ts
 * reads the installed layout and fails when one of these changes.
 */
export const RSPRESS_MARKUP = {
  /** DocLayout's <aside> around the sidebar, and the class it adds while open. */
  sidebar: 'rp-doc-layout__sidebar',
  sidebarOpen: 'rp-doc-layout__sidebar--open',
  /** DocLayout's <aside> around the outline, and the class it adds while open. */
  outline: 'rp-doc-layout__outline',
  outlineOpen: 'rp-doc-layout__outline--open',
  /** SidebarMenu's "Menu" and "On this page" buttons. */
  menuButton: 'rp-sidebar-menu__left',
  outlineButton: 'rp-sidebar-menu__right',
  /** SidebarMenu's backdrop: a click on it closes both panels. */
  mask: 'rp-sidebar-menu__mask',
} as const;
