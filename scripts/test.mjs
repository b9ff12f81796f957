#!/usr/bin/env node
// `npm test`: everything CI runs, in the order STYLE.md asks for: lint, typecheck,
// unit, codegen staleness, build, concurrency on PostgreSQL, end-to-end in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npx', ['tsc', '-b']],
  ['unit and integration (PGlite)', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'server', '--project', 'electron', '--project', 'renderer']],
  ['codegen is up to date', 'node', ['scripts/check-codegen.mjs']],
  ['build renderer', 'npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']],
  ['concurrency (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'pg']],
  // A real browser on a busy 2-core machine now and then loses a click; one retry of the whole
  // suite (fresh servers, fresh data) is allowed, and said out loud so flakiness is not hidden.
  ['end-to-end (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e'], { retries: 1 }],
];

// Words pick steps by name (`npm test -- lint`); --dry-run prints the chosen steps without running them.
const dryRun = process.argv.includes('--dry-run');
const only = process.argv.slice(2).filter((word) => word !== '--dry-run');
let passed = 0;
let failed = 0;
for (const [name, command, args, options = {}] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  if (dryRun) {
    console.log(`${name}: ${[command, ...args].join(' ')}`);
    continue;
  }
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
  let result = spawnSync(command, args, { stdio: 'inherit', env });
  for (let retry = 1; result.status !== 0 && retry <= (options.retries ?? 0); retry += 1) {
    console.log(`--- ${name}: failed; retrying (${retry}/${options.retries}) — a pass now means the suite is flaky: read the failure above`);
    result = spawnSync(command, args, { stdio: 'inherit', env });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`--- ${name}: ok (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`--- ${name}: FAILED (${seconds} s)`);
  }
}
if (dryRun) process.exit(0);
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
