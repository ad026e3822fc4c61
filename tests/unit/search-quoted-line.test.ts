import { describe, expect, it } from 'vitest';
import { QUOTED_LINE_MIN, quotedLineOf, readsAsOutput, sectionsQuoting } from '../../src/search/quoted-line';
import { engineFor, page } from './support/search-pages';

const sec = (text: string, heading = '') => ({ foldedHeading: heading, foldedText: text });
const sections = [
  sec('run with --debug to see more. the browser could not start.'),
  sec('symptom. the log shows failed to launch the browser process! and then nothing.'),
  sec('', 'econnrefused 127.0.0.1:8888'),
  sec('the failed to launch the browser process! line also appears here.'),
];

describe('a pasted line (quoted-line.ts)', () => {
  it('folds the query and drops white space and enclosing quotes', () => {
    expect(quotedLineOf('  "Failed to  launch\tthe Browser"  ')).toBe('failed to launch the browser');
  });

  it('finds every section holding the whole line', () => {
    expect(sectionsQuoting('failed to launch the browser process!', sections)).toEqual({ sections: [1, 3], piece: 'failed to launch the browser process!' });
  });

  it('finds the longest start a section holds when the reader pasted more, and a heading that holds it', () => {
    expect(sectionsQuoting('failed to launch the browser process! missing x server or $display', sections)).toEqual({ sections: [1, 3], piece: 'failed to launch the browser process' });
    expect(sectionsQuoting('econnrefused 127.0.0.1:8888 at tcpconnectwrap', sections).sections).toEqual([2]);
  });

  it('reads the line without the error name a program printed in front', () => {
    expect(sectionsQuoting('error: failed to launch the browser process!', sections).sections).toEqual([1, 3]);
    expect(sectionsQuoting('[warn] failed to launch the browser process!', sections).sections).toEqual([1, 3]);
  });

  it(`needs ${QUOTED_LINE_MIN} characters in common: a few shared words are not a quote`, () => {
    expect(sectionsQuoting('the browser could not', sections).sections).toEqual([0]); // 21 characters, held
    expect(sectionsQuoting('the browser could', sections).sections).toEqual([]); // held, but too short to count
    expect(sectionsQuoting('the browser process crashed twice', sections).sections).toEqual([]);
  });
});

describe('which queries read as program output', () => {
  it.each([
    'Error: listen EADDRINUSE: address already in use',
    '[MCP] Error github activating server',
    'Failed to launch the browser process!',
    '404 The model or endpoint does not exist',
    'McpError MCP error connection closed',
  ])('%s', (q) => expect(readsAsOutput(q)).toBe(true));

  it.each([
    'how do I get the events of the latest session',
    'browser closes after the task',
    '怎么让 agent 只能读文件不能改: 权限',
    'port in use',
  ])('not: %s', (q) => expect(readsAsOutput(q)).toBe(false));
});

describe('the engine with a pasted line', () => {
  const engine = engineFor([
    page('/guide/basic/browser', 'Browser', 'The agent drives a browser: launch, process, pages, failed launches and more browser process talk.', [
      ['launch', 'Launch the browser', 'The browser process starts on the first call. If the launch failed, the browser process is retried.'],
    ]),
    page('/guide/advanced/server', 'Server', 'Run the agent server.', [
      ['deploy-browser', 'The browser on a server without a display', 'Puppeteer reports Failed to launch the browser process! when no display exists.'],
    ]),
  ]);

  it('puts the section quoting the line first, ahead of a page that only uses its words more', () => {
    const [first] = engine.search('Error: Failed to launch the browser process! Missing X server or $DISPLAY');
    expect(first.routePath).toBe('/guide/advanced/server');
    expect(first.hits[0].link).toBe('/guide/advanced/server#deploy-browser');
    expect(first.hits[0].statement).toContain('Failed to launch the browser process!');
  });

  it('leaves ordinary queries to the word scores', () => {
    expect(engine.search('browser launch')[0].routePath).toBe('/guide/basic/browser');
  });
});
