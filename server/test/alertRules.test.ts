import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { systemClock } from '../src/platform/deps';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { OpsMetrics } from '../src/platform/observability/metrics';

/**
 * The shipped Prometheus rules (deploy/prometheus): every expression asks for metrics the API
 * really exports, the alerts issue 25 §5 asks for exist, and, where Debian's promtool is
 * installed (`apt-get install prometheus`), they pass `promtool check rules` and the unit tests
 * in deploy/prometheus/tests that make each alert fire.
 */
const PROMETHEUS = path.resolve(import.meta.dirname, '../../deploy/prometheus');
const run = promisify(execFile);

interface Rule {
  alert?: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; description?: string };
}

async function rulesFiles(): Promise<string[]> {
  return (await fs.readdir(PROMETHEUS)).filter((file) => file.endsWith('.rules.yml')).sort();
}

async function allRules(): Promise<Rule[]> {
  const rules: Rule[] = [];
  for (const file of await rulesFiles()) {
    const parsed = parse(await fs.readFile(path.join(PROMETHEUS, file), 'utf8')) as {
      groups: Array<{ rules: Rule[] }>;
    };
    for (const group of parsed.groups) rules.push(...group.rules);
  }
  return rules;
}

async function promtool(): Promise<string | null> {
  try {
    await run('promtool', ['--version']);
    return 'promtool';
  } catch {
    return null;
  }
}

describe('Prometheus alert rules (issue 25 §5)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('fire on a down API process, a failed or stale backup, a failed consistency check and event-loop lag', async () => {
    const alerts = (await allRules()).map((rule) => rule.alert);
    for (const name of [
      'OpsApiDown',
      'OpsBackupFailed',
      'OpsBackupStale',
      'OpsConsistencyCheckFailed',
      'OpsApiEventLoopLag',
    ])
      expect(alerts).toContain(name);
  });

  it('every expression names only metrics the API exports (and Prometheus its own `up`)', async () => {
    const metrics = new OpsMetrics({
      handle,
      clock: systemClock,
      socketCount: () => 0,
      onCollectError: () => undefined,
      backupStatusFile: null,
    });
    metrics.watchConsistency(() => ({
      state: 'passed',
      startedAt: null,
      finishedAt: null,
      summary: null,
      usersChecked: 0,
      heldTasksChecked: 0,
      balanceMismatches: 0,
      tasksHeldByTwo: 0,
      agentsWithTwoTasks: 0,
      ms: 0,
    }));
    const exported = new Set(metrics.registry.getMetricsAsArray().map((metric) => metric.name));
    const rules = await allRules();
    expect(rules.length).toBeGreaterThan(6);
    for (const rule of rules) {
      const names = [...rule.expr.matchAll(/\b(ops|nodejs|process)_[a-z0-9_]+\b/g)].map((match) =>
        match[0].replace(/_(bucket|count|sum)$/, ''),
      );
      const others = rule.expr.match(/\bup\b/g) ?? [];
      expect(names.length + others.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) expect(exported, `${rule.alert}: ${name}`).toContain(name);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('prometheus.yml loads every rules file and scrapes the job the rules select', async () => {
    const config = parse(await fs.readFile(path.join(PROMETHEUS, 'prometheus.yml'), 'utf8')) as {
      rule_files: string[];
      scrape_configs: Array<{ job_name: string }>;
    };
    expect([...config.rule_files].sort()).toEqual(await rulesFiles());
    expect(config.scrape_configs.map((scrape) => scrape.job_name)).toContain('ops-api');
  });

  it('promtool: the rules load, and each alert fires in its unit test (deploy/prometheus/tests)', async (context) => {
    const tool = await promtool();
    if (!tool) {
      context.skip('promtool is not installed (Debian: apt-get install prometheus)');
      return;
    }
    const files = await rulesFiles();
    const checked = await run(tool, ['check', 'rules', ...files], { cwd: PROMETHEUS });
    expect(checked.stdout).toMatch(/SUCCESS/);
    const tested = await run(tool, ['test', 'rules', 'tests/ops-api.rules.test.yml'], { cwd: PROMETHEUS });
    expect(tested.stdout).toMatch(/SUCCESS/);
    const config = await run(tool, ['check', 'config', 'prometheus.yml'], { cwd: PROMETHEUS });
    expect(config.stdout).toMatch(/valid prometheus config/);
  });
});
