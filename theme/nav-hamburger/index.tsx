import { IconSmallMenu, SvgWrapper, type NavProps } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { withDeferredHydration } from '../../src/components/deferred/DeferredHydration';
import { LAYOUT } from '../../src/site/constants';
import { useT } from '../../src/site/i18n';
import { useDisclosure } from '../nav/use-disclosure';
import { SocialLinks } from '../social-links';
import { LanguageLinks } from './LanguageLinks';
import { NavScreen } from './NavScreen';
import '../rspress-internals';

/** Where the full-screen menu goes; Rspress's page template provides it. */
const MODAL_CONTAINER_ID = '__rspress_modal_container';
/** The phone menu exists only while open, in the browser: it gets a fixed id (see useDisclosure). */
const PHONE_MENU_ID = 'at-phone-menu';
/** The phone layout ends below the spec's mobile-nav width; from it on, windows show the tablet menu (nav.css). */
const PHONE_QUERY = `(width < ${LAYOUT.mobileNavMinWidth}px)`;

/**
 * The menu buttons of narrow windows. Rspress's are labelled "mobile
 * hamburger", have no aria-expanded and leave the focus behind; ours name
 * the menu in the page's language, say whether it is open, move the focus
 * into it, and close on Escape with the focus back on the button.
 */
export function NavHamburger(props: NavProps) {
  return (
    <>
      <DeferredPhoneMenu {...props} />
      <DeferredTabletMenu />
    </>
  );
}

/** Phones: a full-screen menu with every nav link. */
function PhoneMenu(props: NavProps) {
  const t = useT();
  const { open, close, rootProps, buttonProps, panelProps } = useDisclosure({ trapFocus: true, focusOnOpen: true, panelId: PHONE_MENU_ID });
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.getElementById(MODAL_CONTAINER_ID) ?? document.body), []);

  useEffect(() => {
    if (!open) return;
    const phone = window.matchMedia(PHONE_QUERY);
    const onChange = () => !phone.matches && close();
    const { overflow } = document.body.style;
    // The menu covers the page; the page under it must not scroll instead.
    document.body.style.overflow = 'hidden';
    phone.addEventListener('change', onChange);
    return () => {
      document.body.style.overflow = overflow;
      phone.removeEventListener('change', onChange);
    };
  }, [open, close]);

  return (
    <div className="at-nav-hamburger at-nav-hamburger--phone" {...rootProps} ref={rootProps.ref as never}>
      <button
        {...buttonProps}
        aria-label={t('siteMenuLabel')}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${open ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      {open && container
        ? createPortal(<NavScreen {...props} panelProps={panelProps} label={t('siteMenuLabel')} onClose={() => close(true)} />, container)
        : null}
    </div>
  );
}

/** Tablets: the nav links fit, so the menu holds the language switch and the social links. */
function TabletMenu() {
  const t = useT();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure({ hover: true });
  return (
    <div className="at-nav-hamburger at-nav-hamburger--tablet" {...rootProps} ref={rootProps.ref as never}>
      <button
        {...buttonProps}
        aria-label={t('siteMenuLabel')}
        className={`rp-nav-hamburger rp-nav-hamburger__md${open ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
      </button>
      <div
        {...panelProps}
        ref={panelProps.ref as never}
        className={`rp-hover-group rp-hover-group--right at-nav-hamburger__panel${open ? ' at-menu-panel--open' : ' rp-hover-group--hidden'}`}
      >
        <div className="rp-nav-hamburger__md__hover-group">
          <LanguageLinks />
          <SocialLinks />
        </div>
      </div>
    </div>
  );
}

// Both menus hydrate in a task of their own on first load; the first tap or
// key hydrates them at once (src/components/deferred).
const DeferredPhoneMenu = withDeferredHydration(PhoneMenu);
const DeferredTabletMenu = withDeferredHydration(TabletMenu);
