import { countQueries } from '../../src/upstream/countQueries';
import { EmbeddedCatalogIndex } from '../../src/upstream/embedded';
import { browseDocuments } from '../browseFixtures';
import { describeCatalogIndexContract } from './catalogIndex.contract';

// In process, one port call is one query of the index: the counter counts port calls.
describeCatalogIndexContract('embedded', async () => {
  let requests = 0;
  const index = countQueries(await EmbeddedCatalogIndex.build(browseDocuments()), () => {
    requests += 1;
  });
  return { index, requests: () => requests };
});
