import { describe, expect, it } from 'vitest';
import {
  contentEncodingOf,
  figuresOf,
  LighthouseRunError,
  medianRun,
  searchTermOf,
  type DevtoolsLog,
  type LighthouseResult,
} from './webFigures';

const URL = 'http://127.0.0.1:3000/nl-be/';

const request = (url: string, resourceType: string, transferSize: number, resourceSize: number) => ({
  url,
  resourceType,
  statusCode: 200,
  transferSize,
  resourceSize,
  mimeType: 'text/javascript',
});

const lhr = (overrides: Partial<LighthouseResult> = {}): LighthouseResult => ({
  lighthouseVersion: '12.8.2',
  mainDocumentUrl: URL,
  finalDisplayedUrl: URL,
  categories: { performance: { score: 0.694 } },
  audits: {
    'largest-contentful-paint': { numericValue: 4836.1 },
    'first-contentful-paint': { numericValue: 4484.7 },
    'total-blocking-time': { numericValue: 184.2 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
    'network-requests': {
      details: {
        type: 'table',
        items: [
          { ...request(URL, 'Document', 1583, 1350), statusCode: 200, mimeType: 'text/html' },
          request('http://127.0.0.1:3000/assets/index.js', 'Script', 69_187, 68_866),
          request('http://127.0.0.1:3000/assets/react.js', 'Script', 219_076, 218_754),
          request('http://127.0.0.1:3000/assets/index.css', 'Stylesheet', 6332, 6020),
          request('http://127.0.0.1:3000/graphql', 'Fetch', 16_519, 16_253),
        ],
      },
    },
  },
  environment: { benchmarkIndex: 2311.5 },
  ...overrides,
});

const responseReceived = (url: string, headers: Record<string, string>) => ({
  method: 'Network.responseReceived',
  params: { type: 'Document', response: { url, headers } },
});

describe('figures of a Lighthouse run', () => {
  it('reads the score, the metrics, the scripts and the document of the load', () => {
    const log: DevtoolsLog = [{ method: 'Network.requestWillBeSent', params: {} }, responseReceived(URL, {})];
    expect(figuresOf(lhr(), log)).toEqual({
      performance: 69,
      lcpMs: 4836.1,
      fcpMs: 4484.7,
      tbtMs: 184.2,
      cls: 0.0123,
      scripts: { count: 2, transferBytes: 288_263, resourceBytes: 287_620 },
      document: { status: 200, transferBytes: 1583, resourceBytes: 1350, encoding: 'none' },
      benchmarkIndex: 2311.5,
    });
  });

  it('takes the Content-Encoding of the document whatever the case of its header name', () => {
    const log = [
      responseReceived('http://127.0.0.1:3000/assets/index.js', { 'Content-Encoding': 'gzip' }),
      responseReceived(URL, { 'Content-Encoding': 'br', 'Content-Type': 'text/html' }),
    ];
    expect(contentEncodingOf(log, URL)).toBe('br');
    expect(contentEncodingOf([responseReceived(URL, { 'content-encoding': 'gzip' })], URL)).toBe('gzip');
    expect(contentEncodingOf([], URL)).toBeUndefined();
  });

  it('infers compression from the sizes when the log has no response for the document', () => {
    expect(figuresOf(lhr(), []).document.encoding).toBe('none?');
    const compressed = lhr();
    const items = (compressed.audits['network-requests']!.details as { items: { transferSize: number }[] })
      .items;
    items[0]!.transferSize = 507;
    expect(figuresOf(compressed, []).document.encoding).toBe('compressed?');
  });

  it('fails a run that Lighthouse could not load or score', () => {
    const notLoaded = lhr({
      runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404.' },
      categories: { performance: { score: null } },
    });
    expect(() => figuresOf(notLoaded, [])).toThrow(
      new LighthouseRunError('ERRORED_DOCUMENT_REQUEST: Status code: 404.'),
    );
    expect(() => figuresOf(lhr({ categories: { performance: { score: null } } }), [])).toThrow(
      'Lighthouse gave no performance score.',
    );
    expect(() => figuresOf(lhr({ mainDocumentUrl: 'http://127.0.0.1:3000/elsewhere' }), [])).toThrow(
      'No document request for http://127.0.0.1:3000/elsewhere',
    );
  });

  it('takes the median run by performance score, the lower middle of an even number', () => {
    const runs = [{ performance: 71 }, { performance: 63 }, { performance: 69 }];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([...runs, { performance: 90 }])).toBe(runs[2]);
    expect(medianRun([{ performance: 50 }])).toEqual({ performance: 50 });
    expect(() => medianRun([])).toThrow('No runs');
  });

  it('searches for the longest word of a product name', () => {
    expect(searchTermOf('De wilde winter van Ruben')).toBe('winter');
    expect(searchTermOf('Zoë gaat naar de markt')).toBe('markt');
    expect(searchTermOf('Kikker, waar ben je?')).toBe('kikker');
    expect(() => searchTermOf('Op de ui')).toThrow('No word of four letters or more');
  });
});
