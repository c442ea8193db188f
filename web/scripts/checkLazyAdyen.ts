/**
 * After `vite build`: the card payment library (@adyen/adyen-web) must be a chunk of its own that no page
 * loads at first (ARCHITECTURE: 'the card payment library only on the payment step'). Reads the build manifest
 * and fails when the entry, or any chunk the entry or a page loads statically, holds or imports the library.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifestFile = fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url));
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run vite build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const isAdyen = (key: string) => key.includes('@adyen/adyen-web');

/** Every chunk a chunk loads before it runs (its static imports, transitively). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}

const adyenChunks = Object.keys(manifest).filter(isAdyen);
if (adyenChunks.length === 0) {
  console.error('No chunk of @adyen/adyen-web in the manifest: is the card payment still built?');
  process.exit(1);
}
const problems: string[] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  // The entry and every page (a dynamic entry) but the card payment's own loader.
  if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
  if (isAdyen(key) || key.endsWith('loadAdyenWeb.ts')) continue;
  for (const loaded of staticClosure(key)) {
    if (isAdyen(loaded)) problems.push(`${key} loads ${loaded} at first`);
  }
}
const loaders = Object.entries(manifest)
  .filter(([, chunk]) => (chunk.dynamicImports ?? []).some(isAdyen))
  .map(([key]) => key);
if (problems.length > 0) {
  console.error(`The card payment library is in a first load:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`@adyen/adyen-web is lazy: ${adyenChunks.join(', ')}, loaded only by ${loaders.join(', ')}`);
