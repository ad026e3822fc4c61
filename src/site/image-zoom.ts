/** The console warning for a content image that zoom cannot use. */
export const brokenImageWarning = (src: string): string =>
  `Image zoom: the image ${src || '(no src)'} is missing or could not be loaded; it is not zoomable.`;
