/**
 * The JavaScript a shopper's browser downloads on the way to the payment step and on it (issue: the card
 * payment library loads there and only there). Pure: the run (checkoutBytesRun.ts) records every response.
 */

/** One response the browser received: its URL, its resource type and the bytes that came over the wire. */
export interface LoadedResource {
  url: string;
  type: string;
  encodedBytes: number;
}

/** The build manifest's chunks (web/dist/.vite/manifest.json), as far as this needs them. */
export type BuildManifest = Record<string, { file: string; css?: string[] }>;

/** The built files of @adyen/adyen-web (its script chunks and its stylesheet), by their path in the build. */
export function cardLibraryFiles(manifest: BuildManifest): Set<string> {
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!key.includes('@adyen/adyen-web')) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

export interface ByteFigures {
  /** The shop's own scripts (its origin, not the card library). */
  shopScriptBytes: number;
  shopScripts: number;
  /** @adyen/adyen-web's script and stylesheet, from the shop's origin. */
  cardLibraryBytes: number;
  cardLibraryFiles: number;
  /** Scripts of other origins: Adyen's card field pages (the platform's stand-in here). */
  otherScriptBytes: number;
}

/** Sums what came over the wire, each URL once (a file the cache answered again costs nothing). */
export function byteFigures(
  resources: readonly LoadedResource[],
  shopOrigin: string,
  cardLibrary: ReadonlySet<string>,
): ByteFigures {
  const figures: ByteFigures = {
    shopScriptBytes: 0,
    shopScripts: 0,
    cardLibraryBytes: 0,
    cardLibraryFiles: 0,
    otherScriptBytes: 0,
  };
  const seen = new Set<string>();
  for (const resource of resources) {
    if (seen.has(resource.url)) continue;
    seen.add(resource.url);
    const url = new URL(resource.url);
    const path = url.pathname.replace(/^\//, '');
    if (url.origin === shopOrigin && cardLibrary.has(path)) {
      figures.cardLibraryBytes += resource.encodedBytes;
      figures.cardLibraryFiles += 1;
    } else if (resource.type === 'Script' && url.origin === shopOrigin) {
      figures.shopScriptBytes += resource.encodedBytes;
      figures.shopScripts += 1;
    } else if (resource.type === 'Script') {
      figures.otherScriptBytes += resource.encodedBytes;
    }
  }
  return figures;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
