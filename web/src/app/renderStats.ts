import type { ReactElement } from 'react';

/**
 * What one server render of a page cost (issue 20 'Count what a page costs'): how often it rendered the
 * whole tree and which GraphQL operations it sent, in which pass. The web server shows it in a Server-Timing
 * header when WEB_RENDER_STATS is on (server/domain/renderTiming.ts).
 */
export interface RenderStats {
  /**
   * Data passes: renders of the tree that started queries and were followed by waiting for their answers
   * (Apollo's getMarkupFromTree renders again after each wait). A page whose data comes in one step has 1.
   */
  dataPasses: number;
  /**
   * React renders of the whole tree in all: the data passes, the one that found every answer in the cache
   * (getMarkupFromTree stops after it), and the final streamed render. A page in one data pass has 3.
   */
  renders: number;
  /** The operations sent, in the order sent, each with the render (1 = the first) that sent it. */
  operations: { name: string; pass: number }[];
}

/** The name of a GraphQL request's operation, from its JSON body (POST) or its query string (GET). */
export function operationNameOf(url: string, body: unknown): string {
  if (typeof body === 'string') {
    try {
      const parsed = JSON.parse(body) as { operationName?: unknown };
      if (typeof parsed.operationName === 'string' && parsed.operationName) return parsed.operationName;
    } catch {
      // not JSON: the operation stays anonymous
    }
  }
  return new URL(url, 'http://render.invalid').searchParams.get('operationName') || 'anonymous';
}

/**
 * Counts one render: wrap getMarkupFromTree's renderFunction with `renderFunction` and the render's fetch with
 * `fetch`, then read `stats()` once the page's markup is ready (it counts the final streamed render too).
 */
export function renderStatsRecorder() {
  let treeRenders = 0;
  const operations: RenderStats['operations'] = [];
  return {
    renderFunction<T>(render: (tree: ReactElement) => Promise<T>): (tree: ReactElement) => Promise<T> {
      return (tree) => {
        treeRenders += 1;
        return render(tree);
      };
    },
    fetch(send: typeof fetch): typeof fetch {
      return (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        // A query started while render n runs is sent before getMarkupFromTree starts render n + 1.
        operations.push({ name: operationNameOf(url, init?.body), pass: treeRenders });
        return send(input, init);
      };
    },
    /** getMarkupFromTree's last render found nothing more to ask: every render before it waited for data. */
    stats(): RenderStats {
      return {
        dataPasses: Math.max(0, treeRenders - 1),
        renders: treeRenders + 1,
        operations: [...operations],
      };
    },
  };
}
