#!/usr/bin/env node
// `npm test`: everything CI runs, in the order STYLE.md asks for: lint, typecheck,
// unit, codegen staleness, build, concurrency on PostgreSQL, end-to-end in Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npx', ['tsc', '-b']],
  ['unit and integration (PGlite)', 'npx', ['vitest', 'run', '--project', 'shared', '--project', 'server', '--project', 'electron', '--project', 'renderer', '--project', 'renderer-mocked']],
  ['codegen is up to date', 'node', ['scripts/check-codegen.mjs']],
  ['build renderer', 'npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']],
  ['concurrency (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'pg']],
  // A real browser on a busy 2-core machine now and then loses a click; one retry of the files
  // that failed (fresh servers, fresh data) is allowed, and said out loud so flakiness is not hidden.
  ['end-to-end (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e'], { retries: 1, retryFailedFilesOnly: true }],
];

const FAILED_FILES_REPORT = '.tmp/test-failed-files.json';

/** Adds a JSON report beside the console one, so a retry can run only the files that failed. */
function withJsonReport(args) {
  return [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${FAILED_FILES_REPORT}`];
}

/** The test files the last JSON report marks failed; null when the report is unreadable. */
function failedFiles() {
  try {
    const report = JSON.parse(readFileSync(FAILED_FILES_REPORT, 'utf8'));
    const files = report.testResults.filter((result) => result.status !== 'passed').map((result) => result.name);
    return files.length > 0 ? files : null;
  } catch {
    return null;
  }
}

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
  if (options.retryFailedFilesOnly) {
    mkdirSync('.tmp', { recursive: true });
    rmSync(FAILED_FILES_REPORT, { force: true });
  }
  let result = spawnSync(command, options.retryFailedFilesOnly ? withJsonReport(args) : args, { stdio: 'inherit', env });
  for (let retry = 1; result.status !== 0 && retry <= (options.retries ?? 0); retry += 1) {
    // Only the files that failed run again; if the report cannot say which, everything does.
    const again = options.retryFailedFilesOnly ? failedFiles() : null;
    const what = again ? again.map((file) => file.replace(`${process.cwd()}/`, '')).join(', ') : 'all files';
    console.log(`--- ${name}: failed; retrying ${what} (${retry}/${options.retries}) — a pass now means the suite is flaky: read the failure above`);
    result = spawnSync(command, again ? withJsonReport([...args, ...again]) : args, { stdio: 'inherit', env });
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
