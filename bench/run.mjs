#!/usr/bin/env node
// `npm run bench [name ...]`: runs the benchmarks and appends their results to bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
