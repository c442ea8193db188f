/**
 * What one server render of a page cost (issue 20 'Count what a page costs'): how often it rendered the
 * whole tree and which GraphQL operations it sent, in which pass. The web server shows it in a Server-Timing
 * header when WEB_RENDER_STATS is on (server/domain/renderTiming.ts).
 */
export interface RenderStats {
  /**
   * Data passes: the rounds of queries the render waited for before it could render (again). Queries asked
   * before the first render are one round; each render that asked for more (Apollo's getMarkupFromTree then
   * waits and renders again) is another. A page whose data comes in one step has 1.
   */
  dataPasses: number;
  /** React renders of the whole tree in all (getMarkupFromTree's, and a final streamed one if any). */
  renders: number;
  /**
   * The operations sent, in the order sent, each with the render it was asked in: 1 for the first, 0 for the
   * queries asked before any render.
   */
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
 * Counts one server render: wrap every render of the whole tree with `render` (getMarkupFromTree's
 * renderFunction, a final streamed render) and the render's fetch with `fetch`, then read `stats()` once the
 * page's markup is ready.
 */
export function renderStatsRecorder() {
  let renders = 0;
  const operations: RenderStats['operations'] = [];
  return {
    render<A extends unknown[], T>(renderTree: (...args: A) => T): (...args: A) => T {
      return (...args) => {
        renders += 1;
        return renderTree(...args);
      };
    },
    fetch(send: typeof fetch): typeof fetch {
      return (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        // A query asked while render n runs is sent before getMarkupFromTree starts render n + 1.
        operations.push({ name: operationNameOf(url, init?.body), pass: renders });
        return send(input, init);
      };
    },
    stats(): RenderStats {
      return {
        dataPasses: new Set(operations.map((operation) => operation.pass)).size,
        renders,
        operations: [...operations],
      };
    },
  };
}
