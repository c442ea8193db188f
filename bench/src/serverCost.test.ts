import { describe, expect, it } from 'vitest';
import {
  cpuTicksOf,
  median,
  processCosts,
  renderServerCostReport,
  ttfbRatio,
  type ServerCostPage,
} from './serverCost';

// /proc/<pid>/stat of a node process, its name with a space and a parenthesis: utime 1520, stime 230.
const STAT =
  '4242 (node (tsx) x) S 4200 4242 4200 0 -1 4194560 51234 0 12 0 1520 230 0 0 20 0 11 0 987654 1234567168 45678 18446744073709551615';

describe('the figures of a page’s server cost', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(() => median([])).toThrow('No samples');
  });

  it('reads user plus system CPU ticks of a process, whatever its name holds', () => {
    expect(cpuTicksOf(STAT)).toBe(1750);
    expect(() => cpuTicksOf('nonsense')).toThrow('Not a /proc stat line');
  });

  it('divides each process’s CPU time of a run by the pages it served', () => {
    const before = new Map([
      ['web', 1000],
      ['gateway', 500],
    ]);
    const after = new Map([
      ['web', 2520],
      ['gateway', 770],
    ]);
    // The run: 144 category pages, 15.2 s of the web server's CPU and 2.6 s of the gateway's.
    const costs = processCosts(before, after, 100, 144);
    expect(costs.map((cost) => cost.process)).toEqual(['web', 'gateway']);
    expect(costs[0]!.cpuMs).toBe(15_200);
    expect(costs[0]!.cpuMsPerPage).toBeCloseTo(105.6, 1);
    expect(costs[1]!.cpuMsPerPage).toBeCloseTo(18.75, 2);
  });

  it('gives the first byte as a multiple of the gateway time of the page’s data', () => {
    expect(ttfbRatio({ ttfbMs: 157, gatewayMs: 24 })).toBeCloseTo(6.54, 2);
  });
});

const CATEGORY: ServerCostPage = {
  name: 'category',
  path: '/nl-be/c/prentenboeken',
  operationsByPass: [['ResolveRoute', 'Layout'], ['CategoryPage'], ['CategoryListing']],
  dataPasses: 3,
  renders: 5,
  ttfbMs: 157.2,
  renderMs: 150.4,
  gatewayMs: 61.3,
  slowestOperation: { name: 'CategoryListing', ms: 24.4 },
  load: {
    connections: 8,
    seconds: 15,
    pages: 150,
    pagesPerSecond: 10,
    p50Ms: 700,
    failures: 0,
    processes: [
      { process: 'web', cpuMs: 15_750, cpuMsPerPage: 105 },
      { process: 'gateway', cpuMs: 2700, cpuMsPerPage: 18 },
      { process: 'digital', cpuMs: 0, cpuMsPerPage: 0 },
    ],
  },
};

/** The run's settings, the same in every report below. */
const RUN = {
  date: '2026-11-25',
  products: 2000,
  nodeEnv: 'production',
  runs: 15,
  acceptEncoding: 'gzip, deflate, br',
};

describe('the server cost report', () => {
  const report = renderServerCostReport({
    ...RUN,
    pages: [CATEGORY, { ...CATEGORY, name: 'home', load: undefined }],
    notes: ['Pages: the largest category.'],
  });

  it('shows each page type’s operations by pass, its passes, first byte and ratio to the gateway', () => {
    expect(report).toContain(
      '| category | 4 | ResolveRoute, Layout → CategoryPage → CategoryListing | 3 | 5 | 157 ms | 150 ms | 61 ms | 2.6× | CategoryListing 24 ms |',
    );
  });

  it('shows the pages per second and each process’s CPU per page under load, a dash where not measured', () => {
    expect(report).toContain(
      '| page | pages/s | p50 | failed | web ÷ gateway CPU | web CPU ms/page | gateway CPU ms/page |',
    );
    expect(report).toContain('| category | 10.0 | 700 ms | 0 | 5.8× | 105.0 | 18.0 |');
    expect(report).toContain('| home | – | – | – | – | – | – |');
    // A process that spent nothing on any page is in the json only.
    expect(report).not.toContain('digital CPU');
    expect(report).toContain('- Pages: the largest category.');
  });
});

describe('the compression part of the report', () => {
  it('shows each setting’s bytes, CPU, transfer time and net saving beside gzip, and the load runs', () => {
    const report = renderServerCostReport({
      ...RUN,
      pages: [],
      compression: {
        page: 'category',
        htmlBytes: 117_760,
        costs: [
          { setting: 'gzip 6', bytes: 13_457, cpuMs: 4.7 },
          { setting: 'br 4', bytes: 12_448, cpuMs: 5.4 },
        ],
        underLoad: [{ acceptEncoding: 'br', pagesPerSecond: 10.3, webCpuMsPerPage: 70.2 }],
      },
      notes: [],
    });
    expect(report).toContain('## Compressing the category page (115.0 KiB of HTML)');
    expect(report).toContain('| gzip 6 | 13457 | 4.7 ms | 66 ms | 0.0 ms |');
    // 1009 bytes fewer: 4.9 ms less at 1.6 Mbit/s, for 0.7 ms more CPU.
    expect(report).toContain('| br 4 | 12448 | 5.4 ms | 61 ms | 4.2 ms |');
    expect(report).toContain(
      "- under load with `Accept-Encoding: br`: 10.3 pages/s, the web server's CPU 70.2 ms per page",
    );
  });
});
