import type { RenderStats } from '../../src/app/renderStats';

/**
 * The cost of a page's server render as a standard Server-Timing header (issue 20 'Count what a page
 * costs'), sent only when WEB_RENDER_STATS is on: production pages do not tell visitors their operations.
 *   render;dur=41.2                                   milliseconds from the request to the page's markup
 *   passes;desc="3"                                   data passes (RenderStats.dataPasses)
 *   renders;desc="5"                                  renders of the whole tree, the final stream included
 *   gql;desc="ResolveRoute,Layout|CategoryPage|…"     the operations sent, by render, renders split by '|'
 * `npm run bench:web` reads it back with renderTimingOf.
 */
export interface RenderTiming extends Pick<RenderStats, 'dataPasses' | 'renders'> {
  renderMs: number;
  /** The operations sent by each render that sent any, in order. */
  operationsByPass: string[][];
}

/** Operation names are GraphQL names; anything else would break the header's quoting. */
const safeName = (name: string) => name.replace(/[^_A-Za-z0-9]/g, '_');

export function serverTimingOf(stats: RenderStats, renderMs: number): string {
  const passes = [...new Set(stats.operations.map((operation) => operation.pass))].sort((a, b) => a - b);
  const byPass = passes.map((pass) =>
    stats.operations
      .filter((operation) => operation.pass === pass)
      .map((operation) => safeName(operation.name))
      .join(','),
  );
  return [
    `render;dur=${renderMs.toFixed(1)}`,
    `passes;desc="${stats.dataPasses}"`,
    `renders;desc="${stats.renders}"`,
    `gql;desc="${byPass.join('|')}"`,
  ].join(', ');
}

/** The metrics of a Server-Timing header by name: their dur and desc (RFC: `name;dur=…;desc="…"`, comma-separated). */
export function serverTimingMetrics(header: string): Map<string, { dur?: number; desc?: string }> {
  const metrics = new Map<string, { dur?: number; desc?: string }>();
  // Commas only separate metrics outside quoted descriptions.
  for (const metric of header.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
    const [name = '', ...params] = metric.split(';').map((part) => part.trim());
    const entry: { dur?: number; desc?: string } = {};
    for (const param of params) {
      const at = param.indexOf('=');
      if (at === -1) continue;
      const key = param.slice(0, at).trim().toLowerCase();
      const raw = param.slice(at + 1).trim();
      const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
      if (key === 'dur') entry.dur = Number(value);
      if (key === 'desc') entry.desc = value;
    }
    if (name) metrics.set(name, entry);
  }
  return metrics;
}

/** The render's cost from its page's Server-Timing header; null when the header has none (the switch is off). */
export function renderTimingOf(header: string | null | undefined): RenderTiming | null {
  if (!header) return null;
  const metrics = serverTimingMetrics(header);
  const render = metrics.get('render')?.dur;
  const passes = Number(metrics.get('passes')?.desc);
  const renders = Number(metrics.get('renders')?.desc);
  const gql = metrics.get('gql')?.desc;
  if (render === undefined || !Number.isFinite(passes) || !Number.isFinite(renders) || gql === undefined)
    return null;
  return {
    renderMs: render,
    dataPasses: passes,
    renders,
    operationsByPass: gql === '' ? [] : gql.split('|').map((pass) => pass.split(',')),
  };
}
