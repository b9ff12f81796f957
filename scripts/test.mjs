#!/usr/bin/env node
// `npm test`: everything CI runs, in the order STYLE.md asks for: lint, typecheck,
// unit, codegen staleness, build, concurrency on PostgreSQL, end-to-end in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Steps marked `together` start alongside the steps after them up to the next unmarked one:
// eslint and tsc are each one busy core, so on our 2-core CI they cost the longer of the two.
// With Node 24 at hand the server's unit tests run on it only (see the last step).
const unitProjects = [
  'shared',
  ...(process.env.OPS_NODE24 ? [] : ['server']),
  'electron',
  'renderer',
  'renderer-mocked',
];

const steps = [
  ['lint', 'npx', ['eslint', '.'], { together: true }],
  // One formatting for every file (issue 26 step 8): Prettier's, checked, never argued about.
  ['formatting (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'], { together: true }],
  // The house rules (issue 26): no import cycles, compose → domains → platform; known violations may only shrink.
  [
    'layering and import cycles',
    'npx',
    [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      '--ignore-known',
      '--output-type',
      'err',
      'server/src',
      'renderer/src',
    ],
    { together: true },
  ],
  ['typecheck', 'npx', ['tsc', '-b']],
  [
    'unit and integration (PGlite)',
    'npx',
    ['vitest', 'run', ...unitProjects.flatMap((project) => ['--project', project])],
  ],
  ['codegen is up to date', 'node', ['scripts/check-codegen.mjs'], { together: true }],
  ['build renderer', 'npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']],
  ['concurrency (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'pg']],
  // A real browser on a busy 2-core machine now and then loses a click; one retry of the files
  // that failed (fresh servers, fresh data) is allowed, and said out loud so flakiness is not hidden.
  // Files run two at a time; the retry runs its files one at a time (retryArgs), where a lost
  // click is least likely, so a file that fails there too is really broken.
  [
    'end-to-end (Chromium)',
    'npx',
    ['vitest', 'run', '--project', 'e2e'],
    { retries: 1, retryFailedFilesOnly: true, retryArgs: ['--no-file-parallelism'] },
  ],
  // Production recommends Node 24 LTS; the machines have 20. .ci/run fetches 24 (OPS_NODE24) and
  // the server's unit tests run there instead of on 20 (the step above leaves them out): the
  // server still runs on 20 in the concurrency and end-to-end steps, and running the suite on
  // both cost CI 130 s. Without OPS_NODE24 (a developer's npm test) this step is skipped.
  [
    'server tests on Node 24',
    process.env.OPS_NODE24 ?? '',
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server'],
    { requires: 'OPS_NODE24' },
  ],
];

const FAILED_FILES_REPORT = '.tmp/test-failed-files.json';

/** Adds a JSON report beside the console one, so a retry can run only the files that failed. */
function withJsonReport(args, file = FAILED_FILES_REPORT) {
  return [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

/** The test files the last JSON report marks failed; null when the report is unreadable. */
function failedFiles() {
  try {
    const report = JSON.parse(readFileSync(FAILED_FILES_REPORT, 'utf8'));
    const files = report.testResults
      .filter((result) => result.status !== 'passed')
      .map((result) => result.name);
    return files.length > 0 ? files : null;
  } catch {
    return null;
  }
}

/**
 * What failed in a vitest step, a few lines per test, read from its JSON report. CI keeps only
 * the end of the output, so the summary printed last must name what broke (once it did not).
 */
function failureLines(reportFile) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return ['  (no report: the step failed before its tests ran; read its output above)'];
  }
  const lines = [];
  for (const file of report.testResults.filter((result) => result.status !== 'passed')) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0)
      lines.push(`  ${name}: ${firstLines(file.message || 'failed outside its tests')}`);
    for (const test of failedTests)
      lines.push(`  ${name} > ${test.fullName}: ${firstLines(test.failureMessages?.[0] ?? '')}`);
  }
  return lines.length > 0 ? lines : ['  (the report names no failed test; read the step output above)'];
}

function firstLines(text) {
  return (
    text
      // eslint-disable-next-line no-control-regex -- colour codes in vitest's messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .slice(0, 3)
      .join(' | ')
      .slice(0, 400)
  );
}

// Words pick steps by name (`npm test -- lint`); --dry-run prints the chosen steps without running them.
const dryRun = process.argv.includes('--dry-run');
const only = process.argv.slice(2).filter((word) => word !== '--dry-run');
let passed = 0;
let failed = 0;
const summary = [];

function report(name, ok, started, ended = Date.now(), reportFile = null) {
  const seconds = ((ended - started) / 1000).toFixed(1);
  if (ok) passed += 1;
  else failed += 1;
  const line = `--- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`;
  console.log(line);
  summary.push(line, ...(ok || !reportFile ? [] : failureLines(reportFile)));
}

/** A step started in the background; its output is held and printed whole when it ends. */
function startTogether(name, command, args, env) {
  const started = Date.now();
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, started, ended: Date.now(), output: Buffer.concat(output) }),
    );
    child.on('error', (error) =>
      resolve({ name, ok: false, started, ended: Date.now(), output: Buffer.from(String(error)) }),
    );
  });
}

const running = [];
async function finishTogether() {
  for (const step of await Promise.all(running.splice(0))) {
    console.log(`\n=== ${step.name} (ran alongside) ===`);
    process.stdout.write(step.output);
    report(step.name, step.ok, step.started, step.ended);
  }
}

for (const [name, command, args, options = {}] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  if (options.requires && !process.env[options.requires]) {
    console.log(`\n=== ${name}: skipped (${options.requires} is not set; .ci/run sets it) ===`);
    continue;
  }
  if (dryRun) {
    console.log(`${name}: ${[command, ...args].join(' ')}`);
    continue;
  }
  const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
  // A step on another Node finds that Node first for anything it starts by name.
  if (options.requires) env.PATH = `${path.dirname(command)}${path.delimiter}${env.PATH}`;
  if (options.together) {
    running.push(startTogether(name, command, args, env));
    continue;
  }
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const isVitest = args.some((arg) => arg.includes('vitest'));
  const reportFile = options.retryFailedFilesOnly
    ? FAILED_FILES_REPORT
    : isVitest
      ? `.tmp/test-${name.replace(/\W+/g, '-')}.json`
      : null;
  if (reportFile) {
    mkdirSync('.tmp', { recursive: true });
    rmSync(reportFile, { force: true });
  }
  let result = spawnSync(command, reportFile ? withJsonReport(args, reportFile) : args, {
    stdio: 'inherit',
    env,
  });
  for (let retry = 1; result.status !== 0 && retry <= (options.retries ?? 0); retry += 1) {
    // Only the files that failed run again; if the report cannot say which, everything does.
    const again = options.retryFailedFilesOnly ? failedFiles() : null;
    const what = again ? again.map((file) => file.replace(`${process.cwd()}/`, '')).join(', ') : 'all files';
    console.log(
      `--- ${name}: failed; retrying ${what} (${retry}/${options.retries}) — a pass now means the suite is flaky: read the failure above`,
    );
    summary.push(`--- ${name}: retried ${what}; first try:`, ...failureLines(reportFile));
    const retryArgs = [...args, ...(options.retryArgs ?? [])];
    result = spawnSync(command, again ? withJsonReport([...retryArgs, ...again]) : retryArgs, {
      stdio: 'inherit',
      env,
    });
  }
  report(name, result.status === 0, started, Date.now(), reportFile);
  await finishTogether();
}
await finishTogether();
if (dryRun) process.exit(0);
console.log(`\n=== summary ===\n${summary.join('\n')}`);
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
