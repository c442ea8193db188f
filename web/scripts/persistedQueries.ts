/**
 * Writes the storefront's persisted query manifest (persistedQueryManifest.ts):
 *   --ids       the operations' ids for the client, before it is built (also part of `npm run codegen`);
 *   --manifest  the whole manifest into the build, after `vite build` has emptied it, for the gateway.
 */
import {
  MANIFEST_FILE,
  OPERATION_IDS_FILE,
  operationIdsOf,
  storefrontManifest,
  writeJsonWhenChanged,
} from './persistedQueryManifest';

const args = new Set(process.argv.slice(2));
if (!args.has('--ids') && !args.has('--manifest')) {
  console.error('Say what to write: --ids, --manifest or both.');
  process.exit(1);
}
const manifest = await storefrontManifest();
if (args.has('--ids')) writeJsonWhenChanged(OPERATION_IDS_FILE, operationIdsOf(manifest));
if (args.has('--manifest')) writeJsonWhenChanged(MANIFEST_FILE, manifest);
console.log(`Persisted query manifest: ${manifest.operations.length} operations.`);
