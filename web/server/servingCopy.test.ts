// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen, type RunningService } from '@shop/service';
import { createWebApp, MissingBuildError } from './app';
import type { RenderPage } from './pages';
import { SERVING_DIR, servingCopyDir, takeServingCopy } from './servingCopy';

let webDir: string;
let server: RunningService | undefined;

/** A build as vite writes it: the page template, a hashed asset and the server render. */
function writeBuild(version: string): void {
  const dist = path.join(webDir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Clavis</title><script src="/assets/app-${version}.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', `messages-${version}.js`), `export const version = '${version}';`);
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    // Like the app's catalogs, the chunk is imported when a page is rendered, not when the server starts.
    `export const version = async () => (await import('../assets/messages-${version}.js')).version;`,
  );
}

/** The server's page render: the version of the build its server render was imported from. */
async function renderOf(distDir: string): Promise<RenderPage> {
  const entry = path.join(distDir, 'server', 'entry-server.js');
  const { version } = (await import(pathToFileURL(entry).href)) as { version: () => Promise<string> };
  return async () => ({
    declaration: null,
    siteWords: { notFoundTitle: 'Pagina niet gevonden', errorTitle: 'Er is iets misgegaan', description: '' },
    markup: Readable.from([`<main>${await version()}</main>`]),
    stateScript: '',
    stats: { dataPasses: 1, renders: 1, operations: [] },
  });
}

beforeEach(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(webDir, { recursive: true, force: true });
});

describe('the build a running web server serves', () => {
  it('stays as it was while web/dist is rebuilt: the same page, the same assets', async () => {
    writeBuild('abc123');
    const copy = takeServingCopy(webDir);
    expect(copy.dir).toBe(path.join(webDir, SERVING_DIR, String(process.pid)));
    const app = createWebApp({
      distDir: copy.dir,
      render: await renderOf(copy.dir),
      gatewayUrl: 'http://127.0.0.1:9/graphql',
      imagesUrl: 'http://127.0.0.1:9/img',
      publicUrl: 'http://localhost:3000',
      externalSites: { muziek: 'https://muziek.example.org', clavisplus: 'https://plus.example.org' },
      pageLookupTimeoutMs: 1000,
      sessionLifetimeSeconds: 3600,
      readerUrl: 'http://localhost:4104',
      strictTransportSecurity: false,
      runtimeConfig: {
        adyen: {
          clientKey: 'local_standin',
          environment: 'test',
          checkoutshopperUrl: 'http://127.0.0.1:9/checkoutshopper/',
        },
      },
    });
    server = await listen(app, { name: 'web', port: 0, portVariable: 'WEB_PORT' });

    // A build empties web/dist, then writes new files under new names.
    rmSync(path.join(webDir, 'dist'), { recursive: true });
    writeBuild('def456');

    const asset = await fetch(`${server.url}/assets/messages-abc123.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("export const version = 'abc123';");
    const page = await fetch(`${server.url}/nl-be/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/assets/app-abc123.js"');
    expect(html).toContain('<main>abc123</main>');
    expect((await fetch(`${server.url}/assets/messages-def456.js`)).status).toBe(404);

    copy.remove();
    expect(existsSync(copy.dir)).toBe(false);
  });

  it('removes the copies of servers that are gone, and keeps those of running ones', () => {
    writeBuild('abc123');
    const gone = spawnSync(process.execPath, ['-e', '']).pid ?? 0;
    const running = process.ppid;
    for (const pid of [gone, running]) mkdirSync(servingCopyDir(webDir, pid), { recursive: true });

    takeServingCopy(webDir);

    expect(existsSync(servingCopyDir(webDir, gone))).toBe(false);
    expect(existsSync(servingCopyDir(webDir, running))).toBe(true);
    expect(existsSync(path.join(servingCopyDir(webDir, process.pid), 'index.html'))).toBe(true);
  });

  it('says the app is not built when web/dist lacks the page template or the server render', () => {
    expect(() => takeServingCopy(webDir)).toThrow(MissingBuildError);
    writeBuild('abc123');
    rmSync(path.join(webDir, 'dist', 'server'), { recursive: true });
    expect(() => takeServingCopy(webDir)).toThrow(/entry-server\.js is missing/);
  });
});
