import autocannon from 'autocannon';

export interface ThroughputRow {
  name: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  failures: number;
}

/** `connections` clients posting the same GraphQL request again and again for `seconds` (autocannon). */
export async function throughputOf(
  name: string,
  url: string,
  request: { query: string; variables: Record<string, unknown> },
  options: { connections: number; seconds: number },
): Promise<ThroughputRow> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: options.connections,
    duration: options.seconds,
    headers: { 'content-type': 'application/json', store: 'nl-be' },
    body: JSON.stringify(request),
  });
  return {
    name,
    connections: options.connections,
    seconds: options.seconds,
    requestsPerSecond: result['2xx'] / options.seconds,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The rows as a table, each beside the first (the catalog subgraph direct). */
export function renderThroughput(rows: readonly ThroughputRow[]): string {
  const base = rows[0];
  if (!base) return '';
  const ratio = (value: number, of: number) => (of > 0 ? `${(value / of).toFixed(2)}×` : '–');
  return [
    `## Throughput at ${base.connections} connections (${base.seconds} s each, autocannon)`,
    '',
    '| target | requests/s | × direct | p50 ms | × direct | p97.5 ms | × direct | failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${ratio(row.requestsPerSecond, base.requestsPerSecond)} | ${row.p50Ms.toFixed(1)} | ${ratio(row.p50Ms, base.p50Ms)} | ${row.p97_5Ms.toFixed(1)} | ${ratio(row.p97_5Ms, base.p97_5Ms)} | ${row.failures} |`,
    ),
  ].join('\n');
}
