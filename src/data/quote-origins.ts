/**
 * Error and log lines our docs quote that Agent TARS does not write itself:
 * they come from a provider's API, npm, Node.js, a browser or a library, and
 * reach the reader through Agent TARS. `npm run check:upstream` lists them
 * apart, with the origin given here, and never counts them as checked against
 * the Agent TARS source; every other quote must occur in that source.
 *
 * `origin` names the package and version (as 0.3.0 locks or requires it), or
 * the service. Placeholders are written as in the docs: `<name>` or `…`.
 */
export interface ThirdPartyQuote {
  text: string;
  origin: string;
}

const v8 = 'Node.js (V8)';
const ark = 'Volcengine Ark API';
const puppeteer = 'puppeteer-core 24.7.2 (@agent-infra/browser)';
const mcpSdk = '@modelcontextprotocol/sdk ~1.15.1 (@agent-infra/mcp-client)';

export const thirdPartyQuotes: ThirdPartyQuote[] = [
  // Node.js and its JavaScript engine
  { text: "TypeError: Cannot read properties of undefined (reading 'models')", origin: v8 },
  { text: 'Unexpected end of JSON input', origin: `${v8} JSON.parse` },
  { text: 'Error: SyntaxError: Unexpected end of JSON input', origin: `${v8} JSON.parse` },
  { text: 'Unterminated string in JSON at position …', origin: `${v8} JSON.parse` },
  { text: "Expected ',' or '}' after property value in JSON at position …", origin: `${v8} JSON.parse` },
  { text: 'Error: listen EADDRINUSE: address already in use :::8889', origin: 'Node.js net' },
  { text: 'Error: listen EADDRINUSE: address already in use', origin: 'Node.js net' },
  // npm and install scripts of dependencies
  { text: 'ENOTEMPTY: directory not empty', origin: 'npm' },
  { text: 'mozjpeg pre-build test failed', origin: 'mozjpeg install script (a dependency of imagemin-mozjpeg)' },
  // Model APIs, as the openai 4.93.0 client formats their answers
  { text: '404 Resource not found', origin: 'Azure OpenAI or an OpenAI-compatible gateway, via openai 4.93.0' },
  { text: '404 The model or endpoint <model id> does not exist or you do not have access to it.', origin: 'Volcengine Ark API (model not found or not activated), via openai 4.93.0' },
  { text: 'The OPENAI_API_KEY environment variable is missing or empty', origin: 'openai 4.93.0 client' },
  { text: '400 Model Not Exist', origin: 'DeepSeek API' },
  { text: 'Invalid decoding guidance syntax: Root objects must not be anyOf', origin: ark },
  { text: 'Root objects must not be anyOf', origin: ark },
  { text: 'supported value is: [text json_object]', origin: ark },
  { text: 'The request failed because it is missing `messages.content` parameter', origin: ark },
  { text: 'Total tokens of image and text exceed max message tokens', origin: ark },
  // The browser
  { text: 'Session closed. Most likely the page has been closed.', origin: puppeteer },
  { text: 'Protocol error (…): Session closed. Most likely the page has been closed.', origin: puppeteer },
  {
    text: 'Search failed: Error: net::ERR_CONNECTION_CLOSED at https://www.google.com/search?q=…',
    origin: `Chromium's network error through ${puppeteer}; the leading "Search failed: " is Agent TARS's search tool`,
  },
  // The old Electron desktop app (Agent TARS before the CLI; not in the 0.3.0 source)
  { text: 'net::ERR_FILE_NOT_FOUND', origin: 'Chromium, inside the Agent TARS Electron app (alpha, removed in #840)' },
  {
    text: "ENOENT: no such file or directory, open '/Applications/Agent TARS.app/Contents/Resources/app-update.yml'",
    origin: 'Node.js fs via electron-updater, in the Agent TARS Electron app (alpha, removed in #840)',
  },
  // MCP and the programs MCP servers run
  { text: 'MCP error -32000: Connection closed', origin: mcpSdk },
  { text: 'docker: Cannot connect to the Docker daemon … Is the docker daemon running?', origin: 'Docker CLI' },
];
