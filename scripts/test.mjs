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
  ['end-to-end (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`--- ${name}: ok (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`--- ${name}: FAILED (${seconds} s)`);
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
