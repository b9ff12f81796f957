import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionProblems, weakness } from './operationsConfig';

const GOOD_SECRET = 'Qm3vT8xK2pLw9ZrB7nYc4HdJ6fGs1aEu';

describe('production refuses to start unsafe (issue 13 §3)', () => {
  it('says everything that is missing in one message', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^The server will not start in production:/);
    expect(message).toContain('DATABASE_URL is not set');
    expect(message).toContain('ALLOW_EMBEDDED_DB=1');
    expect(message).toContain('SIGNING_SECRET is not set');
  });

  it('refuses weak secrets and tokens', () => {
    expect(productionProblems({ DATABASE_URL: 'postgres://x/y', SIGNING_SECRET: 'short' })).toEqual([
      'SIGNING_SECRET is weak (shorter than 32 characters): use a random value of at least 32 characters (openssl rand -base64 48)',
    ]);
    expect(weakness('change-me-change-me-change-me-please', 32)).toBe('contains the placeholder "change"');
    expect(weakness('a'.repeat(40), 32)).toBe('fewer than 10 different characters');
    expect(productionProblems({ DATABASE_URL: 'postgres://x/y', SIGNING_SECRET: GOOD_SECRET, METRICS_TOKEN: 'abc' })[0]).toMatch(/^METRICS_TOKEN is weak/);
  });

  it('starts on PostgreSQL with a strong secret, or on PGlite when told to', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ops', SIGNING_SECRET: GOOD_SECRET }).signingSecret).toBe(GOOD_SECRET);
    const embedded = loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: '1', SIGNING_SECRET: GOOD_SECRET });
    expect(embedded.allowEmbeddedDb).toBe(true);
    expect(embedded.databaseUrl).toBeNull();
  });

  it('checks nothing of this outside production', () => {
    expect(loadConfig({}).signingSecret).toBeNull();
  });

  it('reads the backup settings', () => {
    const config = loadConfig({ DATA_DIR: '/srv/ops/data', BACKUP_KEEP: '7', BACKUP_NIGHTLY: '02:30' });
    expect(config.backup).toEqual({ dir: '/srv/ops/data-backups', keep: 7, nightlyAt: '02:30' });
    expect(productionProblems({ BACKUP_NIGHTLY: '25:00' })).toContain('BACKUP_NIGHTLY must be a time of day such as 02:30, not 25:00');
  });
});
