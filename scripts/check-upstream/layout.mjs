/**
 * Where each kind of reference fact lives in the Agent TARS monorepo (as of
 * 0.3.0). When a release moves a package, this is the one file to change.
 */
export const layout = {
  /** Folders whose TypeScript declares CLI commands and flags with cac's `.command()` / `.option()`. */
  cli: ['multimodal/tarko/agent-cli/src', 'multimodal/agent-tars/cli/src'],
  /** Express route registrations of the agent server. */
  routes: ['multimodal/tarko/agent-server/src/api/routes'],
  /** The file and type that list the core event types. */
  events: { file: 'multimodal/tarko/agent-interface/src/agent-event-stream.ts', type: 'CoreEventType' },
  /** Interface packages whose declarations the option types are resolved against. */
  types: [
    'multimodal/tarko/agent-interface/src',
    'multimodal/tarko/interface/src',
    'multimodal/tarko/mcp-agent-interface/src',
    'multimodal/tarko/model-provider/src',
    'multimodal/agent-tars/interface/src',
  ],
  /** The type behind a config file (its keys are the config reference). */
  configType: 'AgentTARSAppConfig',
  /** The options of `new AgentTARS(options)` (its top-level keys are the SDK options we document, @tarko/agent's among them). */
  sdkOptionsType: 'AgentTARSOptions',
  /**
   * Packages whose shipped code prints what Agent TARS users see; the quote check searches their
   * literals, in this order, and reports the first file that holds a quote. The server that
   * `agent-tars serve` runs comes before the rest of Tarko, so a server error is reported from it
   * rather than from agent-server-next, which shares many messages.
   */
  quotes: ['multimodal/agent-tars', 'multimodal/tarko/agent-server', 'multimodal/tarko/agent-cli', 'multimodal/tarko', 'packages/agent-infra'],
};
