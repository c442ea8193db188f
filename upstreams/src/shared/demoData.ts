import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_MANIFEST_FILE,
  catalogFile,
  type CatalogEntities,
  type CatalogEntityType,
  type DemoManifest,
} from '@shop/contracts';

export class DemoDataError extends Error {
  override name = 'DemoDataError';
}

/** The manifest of a demo data directory; a missing one fails with what to run, not with a stack trace. */
export function readDemoManifest(dataDir: string): DemoManifest {
  const file = path.join(dataDir, DEMO_MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new DemoDataError(
      `No demo data in ${dataDir} (${DEMO_MANIFEST_FILE} is missing). Generate it with \`npm run demo-data\` or point DEMO_DATA_DIR at it.`,
    );
  }
  return readDemoJson<DemoManifest>(dataDir, DEMO_MANIFEST_FILE);
}

export function readDemoJson<T>(dataDir: string, relativePath: string): T {
  const file = path.join(dataDir, relativePath);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new DemoDataError(
      `Cannot read demo data file ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** One catalogue entity type of one index: an ndjson file, one document per line (empty when absent). */
export function readCatalogDocuments<T extends CatalogEntityType>(
  dataDir: string,
  index: string,
  type: T,
): CatalogEntities[T][] {
  const file = path.join(dataDir, catalogFile(index, type));
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, number) => {
      try {
        return JSON.parse(line) as CatalogEntities[T];
      } catch {
        throw new DemoDataError(`${file}:${number + 1} is not a JSON document`);
      }
    });
}

/** Identifies one generated data set; state seeded from another data set is rebuilt (see db/stateDatabase). */
export function demoDataFingerprint(manifest: DemoManifest): string {
  return JSON.stringify({
    version: manifest.version,
    seed: manifest.seed,
    products: manifest.products,
    indexes: manifest.indexes,
  });
}
