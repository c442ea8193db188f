import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's findings on the page as it is: the serious or critical violations of WCAG 2.1 A and AA (colour
 * contrast included), each with its rule, impact and elements, so a failure says what to fix.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in one pass over the page and its frames (axe's own messaging between frames, the
  // card fields' included). The default mode finishes every run in a new blank page, which costs about half a
  // second per check, and this suite checks some 200 screens.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
