import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

/** Ends the run with the plain `N passed, N failed` line that CI reads. */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const tests = this.suite?.allTests() ?? [];
    const count = (outcomes: string[]) => tests.filter((t) => outcomes.includes(t.outcome())).length;
    const passed = count(['expected', 'flaky']);
    const failed = count(['unexpected']);
    const skipped = count(['skipped']);
    process.stdout.write(`\ne2e: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
