/**
 * Query switches: `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` hide
 * that part of the page, and `?globalUIComponents=0` hides the extra global
 * components. `?hideNavbar=auto|always|never` previews the navbar-hiding
 * theme option without a rebuild.
 */
export const PART_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type PartSwitch = (typeof PART_SWITCHES)[number];

export type HideNavbarMode = 'never' | 'always' | 'auto';

export interface QuerySwitches {
  hidden: Set<PartSwitch>;
  hideGlobalUIComponents: boolean;
  hideNavbar?: HideNavbarMode;
}

const HIDE_NAVBAR_MODES: readonly HideNavbarMode[] = ['never', 'always', 'auto'];

export function parseQuerySwitches(search: string, frontmatter: Record<string, unknown> = {}): QuerySwitches {
  const query = new URLSearchParams(search);
  const hidden = new Set<PartSwitch>(PART_SWITCHES.filter((part) => query.get(part) === '0'));
  const mode = query.get('hideNavbar');
  return {
    hidden,
    hideGlobalUIComponents: query.get('globalUIComponents') === '0' || frontmatter.globalUIComponents === false,
    hideNavbar: HIDE_NAVBAR_MODES.includes(mode as HideNavbarMode) ? (mode as HideNavbarMode) : undefined,
  };
}

/** The `<html>` attribute that hides one part, read by the theme's CSS. */
export const hiddenAttribute = (part: PartSwitch): string => `data-hide-${part}`;

export function applyQuerySwitches(root: HTMLElement, switches: QuerySwitches): void {
  for (const part of PART_SWITCHES) {
    root.toggleAttribute(hiddenAttribute(part), switches.hidden.has(part));
  }
}
