import { useLang, useSite } from '@rspress/core/runtime';
import { LogoMark } from '../../src/components/LogoMark';
import { identity } from '../../src/site/identity';
import { Link } from '../link';

/**
 * The logo and site name in the navbar. Rspress labels the logo "logo" in
 * every language; it sits beside the name, so it is decorative, and it has a
 * size, so it never shifts the layout. The site's own mark is drawn inline
 * (src/components/LogoMark); another configured logo is an image.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const home = lang && lang !== site.lang ? `/${lang}/` : '/';
  const logo = typeof site.logo === 'string' ? site.logo : site.logo?.light;
  return (
    <div className="rp-nav__title">
      <Link href={site.logoHref || home} className="rp-nav__title__link">
        {logo ? (
          <div className="rp-nav__title__logo">
            {logo === identity.logo ? (
              <LogoMark className="rspress-logo rp-nav__title__logo-image" />
            ) : (
              <img src={logo} alt="" width={32} height={32} className="rspress-logo rp-nav__title__logo-image" />
            )}
          </div>
        ) : null}
        <span>{site.logoText || site.title}</span>
      </Link>
    </div>
  );
}
