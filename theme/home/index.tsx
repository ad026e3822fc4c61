import { useFrontmatter, useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { CopyCommand } from '../../src/components/CopyCommand';
import { withDeferredHydration } from '../../src/components/deferred/DeferredHydration';
import { identity } from '../../src/site/identity';
import { HomeIcon } from './icons';
import './home.css';

export type FeatureSpan = 2 | 3 | 4 | 6;

interface HomeFeatureItem {
  title: string;
  details: string;
  icon?: string;
  link?: string;
  span?: FeatureSpan;
}

interface HomeAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

interface HomeHeroData {
  name: string;
  text: string;
  tagline: string;
  actions?: HomeAction[];
}

interface HomeFrontmatter {
  hero?: HomeHeroData;
  features?: HomeFeatureItem[];
  install?: { label: string; command: string };
}

/** Spans are columns of a 12-column grid; anything else falls back to 4. */
const spanClass = (span: FeatureSpan | undefined) =>
  `at-home-feature at-home-feature--span-${span && [2, 3, 4, 6].includes(span) ? span : 4}`;

function FeatureCard({ feature }: { feature: HomeFeatureItem }) {
  const body = (
    <>
      {feature.icon ? (
        <span className="at-home-feature__icon">
          <HomeIcon name={feature.icon} />
        </span>
      ) : null}
      <h2 className="at-home-feature__title">{feature.title}</h2>
      <p className="at-home-feature__details">{feature.details}</p>
    </>
  );
  return (
    <li className={spanClass(feature.span)} data-span={feature.span ?? 4}>
      {feature.link ? (
        <Link href={feature.link} className="at-home-feature__card at-home-feature__card--link">
          {body}
        </Link>
      ) : (
        <div className="at-home-feature__card">{body}</div>
      )}
    </li>
  );
}

// Each card hydrates in a task of its own on first load.
const DeferredFeatureCard = withDeferredHydration(FeatureCard);

export function HomeLayout() {
  const { frontmatter } = useFrontmatter();
  const lang = useLang();
  const { hero, features = [], install } = frontmatter as HomeFrontmatter;
  return (
    <main className="at-home" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <section className="at-home-hero" aria-labelledby="at-home-title">
        <h1 id="at-home-title" className="at-home-hero__name">
          {hero?.name ?? identity.name}
        </h1>
        {hero?.text ? <p className="at-home-hero__text">{hero.text}</p> : null}
        {hero?.tagline ? <p className="at-home-hero__tagline">{hero.tagline}</p> : null}
        <div className="at-home-hero__actions">
          {hero?.actions?.map((action) => (
            <Link
              key={action.link}
              href={action.link}
              className={`at-button at-button--${action.theme ?? 'alt'}`}
            >
              {action.text}
            </Link>
          ))}
        </div>
        {install ? (
          <div className="at-home-hero__install">
            <p className="at-home-hero__install-label">{install.label}</p>
            <CopyCommand command={install.command} />
          </div>
        ) : null}
      </section>
      <ul className="at-home-features">
        {features.map((feature) => (
          <DeferredFeatureCard key={feature.title} feature={feature} />
        ))}
      </ul>
    </main>
  );
}
