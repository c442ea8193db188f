/**
 * The figures of one Lighthouse run of a storefront page (npm run bench:web), read from its result (LHR)
 * and its DevTools protocol log. Only the parts read here are typed, so a test can hand in small objects.
 */

/** The part of a Lighthouse result (LHR) the benchmark reads. */
export interface LighthouseResult {
  lighthouseVersion: string;
  mainDocumentUrl?: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  environment: { benchmarkIndex: number };
}

/** The DevTools protocol events Lighthouse recorded (its `DevtoolsLog` artifact). */
export type DevtoolsLog = readonly { method: string; params?: unknown }[];

export interface PageFigures {
  /** Lighthouse performance score, 0–100. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The Script requests of the load: bytes on the wire (headers included) and decoded. */
  scripts: { count: number; transferBytes: number; resourceBytes: number };
  /** The HTML document as the browser received it. */
  document: {
    status: number;
    transferBytes: number;
    resourceBytes: number;
    /**
     * Its Content-Encoding (gzip, br…) or 'none', from the response headers in the DevTools log; when the
     * log has no response for it, inferred from the sizes ('compressed?' or 'none?').
     */
    encoding: string;
  };
  /** Lighthouse's CPU benchmark of this machine during the run (simulated throttling scales with it). */
  benchmarkIndex: number;
}

export class LighthouseRunError extends Error {
  override name = 'LighthouseRunError';
}

interface NetworkRequest {
  url: string;
  resourceType: string;
  statusCode: number;
  transferSize: number;
  resourceSize: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The rows of Lighthouse's network-requests audit: every request of the load. */
function networkRequests(lhr: LighthouseResult): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  const items = isRecord(details) && Array.isArray(details.items) ? (details.items as unknown[]) : [];
  return items.filter(isRecord).map((item) => ({
    url: String(item.url ?? ''),
    resourceType: String(item.resourceType ?? ''),
    statusCode: Number(item.statusCode ?? 0),
    transferSize: Number(item.transferSize ?? 0),
    resourceSize: Number(item.resourceSize ?? 0),
  }));
}

function metric(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new LighthouseRunError(`Lighthouse gave no ${audit} figure.`);
  return value;
}

/** The Content-Encoding of the response to `url` in the DevTools log, 'none' when it has none, undefined when the log has no response for it. */
export function contentEncodingOf(log: DevtoolsLog, url: string): string | undefined {
  for (const event of log) {
    if (event.method !== 'Network.responseReceived' || !isRecord(event.params)) continue;
    const response = event.params.response;
    if (!isRecord(response) || response.url !== url || !isRecord(response.headers)) continue;
    // Header names keep the server's case in the protocol (Content-Encoding, content-encoding).
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    return header ? String(header[1]) : 'none';
  }
  return undefined;
}

/** The figures of one run; throws when Lighthouse could not load the page or measure it. */
export function figuresOf(lhr: LighthouseResult, log: DevtoolsLog): PageFigures {
  if (lhr.runtimeError) {
    throw new LighthouseRunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new LighthouseRunError('Lighthouse gave no performance score.');
  const requests = networkRequests(lhr);
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const document = requests.find((r) => r.resourceType === 'Document' && r.url === documentUrl);
  if (!document) throw new LighthouseRunError(`No document request for ${documentUrl} in the run.`);
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const inferred = document.transferSize < document.resourceSize ? 'compressed?' : 'none?';
  return {
    performance: Math.round(score * 100),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    scripts: {
      count: scripts.length,
      transferBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      resourceBytes: scripts.reduce((sum, r) => sum + r.resourceSize, 0),
    },
    document: {
      status: document.statusCode,
      transferBytes: document.transferSize,
      resourceBytes: document.resourceSize,
      encoding: contentEncodingOf(log, documentUrl) ?? inferred,
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * The median run by performance score (of an even number of runs, the lower of the two middle ones, so
 * a lucky run never stands for the page).
 */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('No runs to take the median of.');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * The search term of the search results page: the longest word of a real product name (four letters or
 * more, letters only, lower case), so the search finds at least that product.
 */
export function searchTermOf(name: string): string {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4);
  if (words.length === 0) throw new Error(`No word of four letters or more in "${name}" to search for.`);
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest));
}
