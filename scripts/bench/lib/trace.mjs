/**
 * A performance trace of a page in a new tab, under a CPU slowdown: starts
 * tracing, lets `load(page)` drive the page, and returns the trace events.
 */
export async function traceTab(browser, { cpu, categories, load }) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await load(page);
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  return events;
}
