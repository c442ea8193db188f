import type { Logger } from '@shop/service';
import type { CatalogBackend, CatalogIndex } from './CatalogIndex';
import { EmbeddedCatalogIndex } from './embedded';

export interface BackendOptions {
  backend: CatalogBackend;
  dataDir: string;
  indexes: readonly string[];
  logger: Logger;
}

/** The adapter CATALOG_BACKEND names, ready to answer queries. */
export async function openCatalogIndex(options: BackendOptions): Promise<CatalogIndex> {
  switch (options.backend) {
    case 'embedded':
      return EmbeddedCatalogIndex.fromDirectory(options.dataDir, options.indexes, options.logger);
  }
}
