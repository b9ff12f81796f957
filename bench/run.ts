import fs from 'node:fs/promises';
import * as claims from './claims';
import * as exportMemory from './exportMemory';
import { coldStart } from './coldStart';
import { graphqlThroughput } from './graphqlThroughput';
import { pgliteDurability } from './pgliteDurability';
import { riderScale } from './riderScale';
import { billsScale } from './billsScale';
import { fleetScale } from './fleetScale';
import { lifeCycleScale } from './lifeCycleScale';
import { soak } from './soak';
import { rendererSoak } from './rendererSoak';
import { tableScroll } from './tableScroll';
import { mapCluster } from './mapCluster';
import { walletLogExport } from './walletLogExport';
import { ridesExport } from './ridesExport';
import { inventoryMovements } from './inventoryMovements';
import { analyticsScale } from './analyticsScale';
import { apiFixedCost } from './apiFixedCost';
import { fenceSize } from './fenceSize';
import { peersAB } from './peersAB';
import { postgraphileAB } from './postgraphileAB';
import { mqttIngest } from './mqttIngest';
import { noStall } from './noStall';
import { staffWalk } from './staffWalk';
import { theftDetection } from './theftDetection';
import { rendererSize } from './rendererSize';
import { hardReload } from './hardReload';
import { machineLine } from './support';

type Bench = () => Promise<Record<string, unknown>>;

const BENCHES: Record<string, Bench> = {
  graphqlThroughput,
  coldStart,
  pgliteDurability,
  riderScale,
  billsScale,
  fleetScale,
  lifeCycleScale,
  tableScroll,
  walletLogExport,
  inventoryMovements,
  analyticsScale,
  apiFixedCost,
  fenceSize,
  peersAB,
  postgraphileAB,
  mqttIngest,
  noStall,
  staffWalk,
  theftDetection,
  mapCluster,
  soak,
  rendererSoak,
  ridesExport,
  rendererSize,
  hardReload,
};

Object.assign(BENCHES, claims);
Object.assign(BENCHES, exportMemory);

const wanted = process.argv.slice(2);
const results: Array<Record<string, unknown>> = [];
for (const [name, bench] of Object.entries(BENCHES)) {
  if (typeof bench !== 'function') continue;
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  process.stderr.write(`running ${name}...\n`);
  const result = await bench();
  console.log(JSON.stringify(result, null, 2));
  results.push(result);
}

const stamp = new Date().toISOString();
const section = [
  `\n## ${stamp.slice(0, 10)} — ${machineLine()}\n`,
  ...results.map((result) => '```json\n' + JSON.stringify(result, null, 2) + '\n```\n'),
].join('\n');
await fs.appendFile(new URL('./RESULTS.md', import.meta.url), section);
process.stderr.write('results appended to bench/RESULTS.md\n');
