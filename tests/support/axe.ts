import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, one h1, heading order). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations on the page as it is now (or in the part the selector `within` names), one
 * line each (rule, impact, the elements and axe's summary), so a failing test names what to fix.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(tags)
    // axe.run in the page itself: by default each analysis opens a blank page to merge the frames'
    // results, for cross-origin frames, which the site has none of (a third of a run's CPU).
    .setLegacyMode()
    // Only the violations are read: every passing node's selector was another quarter.
    .options({ resultTypes: ['violations'] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}
