export const KB: number;
export const BYTE_BUDGETS: { docPageJsGzip: number; replayExtraJsGzip: number };
export const MARKDOWN_PARSE_BUDGET_MS: number;
export const LIGHTHOUSE_BUDGETS: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
export const BENCH_PAGES: { name: string; route: string; lighthouse: boolean; doc?: boolean }[];
