import type { AgentEvent } from '../events';
import type { Localized } from '../routes';
import type { SessionInfoLite } from '../../replay/parse';

/** Showcase categories, named after the ones agent-tars.com used for shared sessions. */
export type ShowcaseCategory = 'research' | 'ai-browser' | 'ai-coding' | 'data-analysis' | 'mcp';

export const showcaseCategories: { id: ShowcaseCategory; label: Localized }[] = [
  { id: 'research', label: { en: 'Research', zh: '信息调研' } },
  { id: 'ai-browser', label: { en: 'Browser use', zh: '浏览器操作' } },
  { id: 'ai-coding', label: { en: 'Coding', zh: '编程' } },
  { id: 'data-analysis', label: { en: 'Data analysis', zh: '数据分析' } },
  { id: 'mcp', label: { en: 'MCP tools', zh: 'MCP 工具' } },
];

/** What the Showcase card and the replay header show, without loading the events. */
export interface ExampleSessionMeta {
  /** Stable id used in `/replay/?session=<id>`. Never rename: links depend on it. */
  id: string;
  title: Localized;
  description: Localized;
  category: ShowcaseCategory;
  tags: string[];
  /** Model display name as recorded on `agent_run_start`. */
  model: string;
  provider: string;
  /** Steps as the player counts them (streaming chunks folded). */
  steps: number;
  /** Events in the file. */
  events: number;
  /** First to last event timestamp, ms. */
  durationMs: number;
}

/** Shape of each `src/data/sessions/<id>.ts` module. */
export interface ExampleSessionModule {
  sessionInfo: SessionInfoLite;
  events: AgentEvent[];
}
