import { getCustomMDXComponent } from '@rspress/core/theme-original';
import type { ComponentType, ReactNode } from 'react';
import { headingSlug } from '../../src/site/slug';

interface FallbackHeadingProps {
  level: number;
  title: string;
}

type Heading = ComponentType<{ id?: string; children?: ReactNode }>;

/**
 * The heading Rspress shows for a page whose title comes from frontmatter
 * (our overview pages). Same markup as Rspress's, with a small slug function
 * instead of github-slugger, which would otherwise ship in every page's
 * first-load JavaScript.
 */
export function FallbackHeading({ level, title }: FallbackHeadingProps) {
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const id = title ? headingSlug(title) : '';
  if (!id) return null;
  const components = getCustomMDXComponent() as Record<string, Heading>;
  const Element = components[`h${level}`] ?? components.h1;
  const A = components.a as ComponentType<Record<string, unknown>>;
  return (
    <Element id={id}>
      <span>{title}</span>
      <A className="rp-header-anchor" href={`#${id}`} aria-hidden tabIndex={-1}>
        #
      </A>
    </Element>
  );
}
