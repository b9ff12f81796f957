#!/usr/bin/env node
// Generated types must match shared/graphql/schema/ and the renderer's operations.
import { spawnSync } from 'node:child_process';

const generated = ['server/src/platform/generated', 'renderer/src/generated'];
const run = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
const diff = spawnSync('git', ['diff', '--exit-code', '--stat', '--', ...generated], { stdio: 'inherit' });
const untracked = spawnSync('git', ['ls-files', '--others', '--exclude-standard', '--', ...generated], {
  encoding: 'utf8',
});
if (diff.status !== 0 || untracked.stdout.trim() !== '') {
  console.error('Generated GraphQL files are stale: run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log('generated GraphQL files are up to date');
