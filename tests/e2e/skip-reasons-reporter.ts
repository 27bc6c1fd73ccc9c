import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints why tests were skipped, once per file and reason, after the list reporter's summary:
 * that reporter shows a skipped test as a bare dash, and a skip must never go unexplained.
 */
export default class SkipReasonsReporter implements Reporter {
  private readonly skipped = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const reason =
      test.annotations.find((annotation) => annotation.type === 'skip')?.description ?? 'no reason given';
    const key = `${relative(process.cwd(), test.location.file)}: ${reason}`;
    this.skipped.set(key, (this.skipped.get(key) ?? 0) + 1);
  }

  onEnd(): void {
    for (const [key, count] of this.skipped) console.log(`  Skipped ${count} in ${key}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
