import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { OpsMetrics } from '../src/platform/observability/metrics';
import { systemClock } from '../src/platform/deps';

/**
 * Docker images cannot be pulled on these machines, so the kit in deploy/ is checked for what
 * can go wrong without them: the files parse, the pieces name each other correctly, and the
 * dashboard asks only for metrics the server has. (bundle.pg.test.ts runs the systemd path.)
 */
const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');
const read = (file: string) => fs.readFile(path.join(DEPLOY, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: unknown;
  networks?: Record<string, { ipv4_address?: string } | null>;
}

describe('the deployment kit (issue 13 §5)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('compose: two API processes of one image on PostgreSQL and Redis, behind Caddy', async () => {
    const compose = parse(await read('compose.yaml'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const { api1, api2, postgres, redis, caddy, backup } = compose.services;
    expect(Object.keys(compose.services).sort()).toEqual([
      'api1',
      'api2',
      'backup',
      'caddy',
      'postgres',
      'redis',
    ]);
    expect(api1?.image).toBe('ops-api:latest');
    expect(api2?.image).toBe(api1?.image);
    expect(api2?.build).toBeUndefined();
    expect(api2?.environment).toEqual(api1?.environment);
    expect(api1?.environment).toMatchObject({
      NODE_ENV: 'production',
      REDIS_URL: 'redis://redis:6379',
      DATA_DIR: '/data',
    });
    expect(api1?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/ops:.+@postgres:5432\/ops$/);
    // TRUST_PROXY names Caddy's fixed address, and nothing else.
    expect(api1?.environment?.TRUST_PROXY).toBe(caddy?.networks?.office?.ipv4_address);
    expect(postgres?.healthcheck).toBeDefined();
    expect(redis?.healthcheck).toBeDefined();
    expect(caddy?.volumes).toContain('./caddy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddy?.volumes?.some((volume) => volume.startsWith('./updates:'))).toBe(true);
    // The backup service dumps with the database's own image (pg_dump of the server's version)
    // into the volume the API reads the status from.
    expect(backup?.image).toBe(postgres?.image);
    expect(backup?.environment?.DATABASE_URL).toBe(api1?.environment?.DATABASE_URL);
    expect(backup?.volumes).toContain('./backup/ops-pg-backup:/usr/local/bin/ops-pg-backup:ro');
    expect(backup?.volumes).toContain(`ops-backups:${backup?.environment?.BACKUP_DIR}`);
    expect(api1?.volumes).toContain(`ops-backups:${backup?.environment?.BACKUP_DIR}:ro`);
    expect(api1?.environment?.BACKUP_STATUS_FILE).toBe(`${backup?.environment?.BACKUP_DIR}/backup-status`);
  });

  it('systemd: the backup timer starts the backup unit, which runs the script as the API user with the API environment', async () => {
    const timer = await read('systemd/ops-backup.timer');
    const unit = await read('systemd/ops-backup.service');
    const api = await read('systemd/ops-api@.service');
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* 02:30:00$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/local\/bin\/ops-pg-backup$/m);
    expect(unit).toMatch(/^Type=oneshot$/m);
    const line = (text: string, key: string) => text.match(new RegExp(`^${key}=(.*)$`, 'm'))?.[1];
    expect(line(unit, 'User')).toBe(line(api, 'User'));
    expect(line(unit, 'EnvironmentFile')).toBe(line(api, 'EnvironmentFile'));
    // The script's default folder is the one the unit may write, and the example's status file lies in it.
    const script = await read('backup/ops-pg-backup');
    const folder = script.match(/^BACKUP_DIR=\$\{BACKUP_DIR:-(.+)\}$/m)?.[1];
    expect(line(unit, 'ReadWritePaths')).toBe(folder);
    expect(await read('ops-api.env.example')).toContain(`BACKUP_STATUS_FILE=${folder}/backup-status`);
  });

  it('Caddy balances over both processes by /readyz and serves the update feed', async () => {
    const caddyfile = await read('caddy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy api1:4000 api2:4000/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(caddyfile).toMatch(/handle_path \/updates\/\*/);
    expect(caddyfile).toMatch(/respond \/metrics 404/);
  });

  it('Dockerfile: Node 24 in every stage, not root, a health check, and the same start as systemd', async () => {
    const dockerfile = await read('Dockerfile');
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(froms.length).toBe(2);
    for (const image of froms) expect(image).toMatch(/^node:24-/);
    const lines = dockerfile.split('\n');
    const user = lines.findIndex((line) => line.startsWith('USER '));
    expect(lines[user]).toBe('USER node');
    expect(user).toBeLessThan(lines.findIndex((line) => line.startsWith('CMD ')));
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toContain('CMD ["node", "--enable-source-maps", "main.js"]');
    const unit = await read('systemd/ops-api@.service');
    expect(unit).toContain('ExecStart=/usr/bin/node --enable-source-maps /opt/ops-api/main.js');
    expect(unit).toMatch(/^User=ops$/m);
  });

  it('the example environment names only settings the server reads', async () => {
    const sources = (
      await Promise.all(
        [
          'platform/config/config.ts',
          'platform/config/operationsConfig.ts',
          'platform/integrations/sms/smsConfig.ts',
        ].map((file) => fs.readFile(path.resolve(import.meta.dirname, '../src', file), 'utf8')),
      )
    ).join('\n');
    const example = await read('ops-api.env.example');
    const names = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1] as string);
    const composeOnly = ['OPS_DOMAIN', 'POSTGRES_PASSWORD'];
    for (const name of names.filter((entry) => !composeOnly.includes(entry)))
      expect(sources, name).toContain(`env.${name}`);
  });

  it('the Grafana dashboard asks only for metrics the server exports', async () => {
    const dashboard = JSON.parse(await read('grafana/ops-api-dashboard.json')) as {
      panels: Array<{ targets: Array<{ expr: string }> }>;
    };
    const metrics = new OpsMetrics({
      handle,
      clock: systemClock,
      socketCount: () => 0,
      onCollectError: () => undefined,
    });
    const exported = new Set(metrics.registry.getMetricsAsArray().map((metric) => metric.name));
    const asked = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(/\b(?:ops|nodejs|process)_[a-z0-9_]+/g) ?? []),
    );
    expect(asked.length).toBeGreaterThan(10);
    for (const name of asked) expect(exported, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
  });
});
