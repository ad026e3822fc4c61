import { describe, expect, it } from 'vitest';
import { engineFor, page } from './support/search-pages';

describe('a heading that names every word of the query', () => {
  it('brings its page above a page that only mentions the words in its text', () => {
    const pages = [
      page('/guide/tools', 'Tool servers', 'Servers that add tools.', [
        ['launch', 'Launching servers', 'A server is launched with npx or node. On Windows, npx is a batch file, and the server command runs it through the shell. Most servers run under npx.'],
        ['fails', 'When a server fails', 'Windows users see a server fail when npx is missing; the agent logs the failure and goes on.'],
      ]),
      page('/guide/problems', 'Problems', 'Fixes for common problems.', [
        ['npx-windows', 'Servers started with npx on Windows', 'Wrap the command in cmd /c.'],
        ['ports', 'Busy ports', 'Pick another port.'],
      ]),
    ];
    const en = engineFor(pages);
    expect(en.search('npx server windows').map((p) => p.routePath)[0]).toBe('/guide/problems');
  });
});

describe('a phrase of the term bridge (`event stream`)', () => {
  it('counts its words where a page says them apart less than where a page says the phrase', () => {
    const pages = [
      page('/guide/apart', 'Notes', 'Overview.', [['a', 'Reading', 'Each event of a run is logged, and each event goes to the log stream, a stream the viewer reads.']]),
      page('/guide/together', 'Notes', 'Overview.', [['b', 'Reading', 'The event stream of a run is logged, and it is read by the viewer.']]),
    ];
    const en = engineFor(pages);
    expect(en.search('viewer event stream').map((p) => p.routePath)[0]).toBe('/guide/together');
  });
});
