import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_MANIFEST_FILE } from '@shop/contracts';
import { runMain, type Logger, type RunningService } from '@shop/service';

/**
 * The entry of a local upstream: on a machine without demo data (a fresh clone running `npm start`),
 * generate the default data set first; a data set that exists, whatever its size, is used as it is.
 * The generator's lock lets the upstreams start together without generating twice.
 */
export async function runUpstream<Config extends { DEMO_DATA_DIR: string }>(
  logger: Logger,
  loadConfig: () => Config,
  start: (config: Config) => Promise<RunningService>,
): Promise<void> {
  await runMain(async () => {
    const config = loadConfig();
    const dir = config.DEMO_DATA_DIR;
    if (!existsSync(path.join(dir, DEMO_MANIFEST_FILE))) {
      logger.info({ dir }, 'no demo data yet: generating the default data set');
      const { ensureDemoData } = await import('../generate/index');
      await ensureDemoData({ out: dir });
    }
    return start(config);
  }, logger);
}
