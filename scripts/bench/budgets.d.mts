export const KB: number;
export const BYTE_BUDGETS: { docPageJsGzip: number; replayExtraJsGzip: number };
/** Route → the most its first-load JS may weigh, in KB (gzip). */
export const OVER_BUDGET_DOC_PAGES: Record<string, number>;
export const MARKDOWN_PARSE_BUDGET_MS: number;
export const LIGHTHOUSE_BUDGETS: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
export const BENCH_PAGES: { name: string; route: string; lighthouse: boolean; doc?: boolean }[];
