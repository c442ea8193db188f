import type { Logger } from '@shop/service';
import type { CatalogBackend, CatalogIndex } from '../ports/CatalogIndex';
import { DEFAULT_INDEX_PREFIX } from './elasticsearch/query';
import {
  ElasticsearchCatalogIndex,
  ElasticsearchConfigError,
} from './elasticsearch/ElasticsearchCatalogIndex';
import { vsfApiTransport } from './elasticsearch/vsfApiTransport';
import { EmbeddedCatalogIndex } from './embedded';

export interface BackendOptions {
  backend: CatalogBackend;
  dataDir: string;
  indexes: readonly string[];
  logger: Logger;
  /**
   * CATALOG_BACKEND=elasticsearch: the node (ELASTICSEARCH_URL); vsf-api: vue-storefront-api's catalogue
   * endpoint (VSF_CATALOG_URL); both: the index prefix (ELASTICSEARCH_INDEX_PREFIX).
   */
  elasticsearch?: { url?: string; vsfCatalogUrl?: string; indexPrefix: string };
}

/** The adapter CATALOG_BACKEND names, ready to answer queries. */
export async function openCatalogIndex(options: BackendOptions): Promise<CatalogIndex> {
  switch (options.backend) {
    case 'embedded':
      return EmbeddedCatalogIndex.fromDirectory(options.dataDir, options.indexes, options.logger);
    case 'elasticsearch': {
      const url = options.elasticsearch?.url;
      if (!url) throw new ElasticsearchConfigError('CATALOG_BACKEND=elasticsearch needs ELASTICSEARCH_URL.');
      return ElasticsearchCatalogIndex.connect({
        client: { node: url },
        indexPrefix: options.elasticsearch?.indexPrefix,
        storeIndexes: options.indexes,
        logger: options.logger,
      });
    }
    case 'vsf-api': {
      const catalogUrl = options.elasticsearch?.vsfCatalogUrl;
      if (!catalogUrl) throw new ElasticsearchConfigError('CATALOG_BACKEND=vsf-api needs VSF_CATALOG_URL.');
      const indexPrefix = options.elasticsearch?.indexPrefix ?? DEFAULT_INDEX_PREFIX;
      return ElasticsearchCatalogIndex.connect({
        transport: vsfApiTransport({ catalogUrl, indexPrefix }),
        storeIndexes: options.indexes,
        logger: options.logger,
      });
    }
  }
}
