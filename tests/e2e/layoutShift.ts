import type { Page } from '@playwright/test';

/** A layout shift the browser reported, with the elements it moved (tag, test id or class) for the message. */
export interface LayoutShift {
  value: number;
  at: number;
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts?: LayoutShift[];
  }
}

/**
 * Records the page's layout shifts from its first paint on (a PerformanceObserver for 'layout-shift', buffered),
 * those right after the shopper's own input left out as Lighthouse does. Call before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}.${String(node.className).slice(0, 40)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts!.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map((source) => named(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts so far and their sum (the cumulative layout shift of the page's load, at most its CLS). */
export async function layoutShiftsOf(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
