/** User agents that are never redirected: search crawlers, link previews and audit tools. */
export const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|baidu|bingpreview|yandex|sogou|duckduck|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|discord|lighthouse|pagespeed|gtmetrix|pingdom|prerender/i;

export const isBot = (userAgent: string): boolean => BOT_PATTERN.test(userAgent);
