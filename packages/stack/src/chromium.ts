import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (STACK.md): Playwright and Lighthouse cannot download their own browsers on these
 * machines. The browser tests (tests/e2e) and the web benchmark (npm run bench:web) start it with the same flags.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Without the networking flags Chromium keeps calling outside hosts, which these machines refuse; without
 * --no-sandbox it does not start as root (STACK.md notes).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError';
}

/** Installs Debian's chromium package when it is missing (about 15 s); that needs root. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new ChromiumMissingError(
      `Chromium is missing at ${CHROMIUM_PATH} and installing it needs root. Run as root: apt-get update && apt-get install -y chromium`,
    );
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package...`);
  execSync('apt-get update && apt-get install -y chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM_PATH))
    throw new ChromiumMissingError(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing.`);
}
