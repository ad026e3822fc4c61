import { useActiveAnchor, useDynamicToc } from '@rspress/core/theme-original';
import { TocItem } from '../rspress-internals';

const BASE_HEADER_LEVEL = 2;

/**
 * Rspress's outline list, keyed by heading id and position only. Rspress
 * keys each item by its text too, and the text changes form after
 * hydration: the page data holds a heading's Markdown, the heading watcher
 * then reads the rendered heading's HTML. Every heading with inline code
 * (`defineConfig` on /api/config) got a new key, and React rebuilt its link
 * whenever the outline had hydrated before the watcher first ran.
 */
export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header, index) => (
        <TocItem key={`${header.id}_${index}`} baseHeaderLevel={BASE_HEADER_LEVEL} header={header} active={activeAnchorId === header.id} />
      ))}
    </>
  );
}
