import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionProblems, weakness } from './operationsConfig';

const GOOD_SECRET = 'Qm3vT8xK2pLw9ZrB7nYc4HdJ6fGs1aEu';
// Production needs a real SMS provider (issue 25): these tests are about the other settings.
const SMPP = {
  SMS_PROVIDER: 'smpp',
  SMPP_URL: 'smpp://ops:pw@smsc.example.net:2775',
  SMPP_SOURCE: 'OpsDesk',
};

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
    expect(productionProblems({ ...SMPP, DATABASE_URL: 'postgres://x/y', SIGNING_SECRET: 'short' })).toEqual([
      'SIGNING_SECRET is weak (shorter than 32 characters): use a random value of at least 32 characters (openssl rand -base64 48)',
    ]);
    expect(weakness('change-me-change-me-change-me-please', 32)).toBe('contains the placeholder "change"');
    expect(weakness('a'.repeat(40), 32)).toBe('fewer than 10 different characters');
    expect(
      productionProblems({
        ...SMPP,
        DATABASE_URL: 'postgres://x/y',
        SIGNING_SECRET: GOOD_SECRET,
        METRICS_TOKEN: 'abc',
      })[0],
    ).toMatch(/^METRICS_TOKEN is weak/);
  });

  it('starts on PostgreSQL with a strong secret, or on PGlite when told to', () => {
    expect(
      loadConfig({
        ...SMPP,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/ops',
        SIGNING_SECRET: GOOD_SECRET,
      }).signingSecret,
    ).toBe(GOOD_SECRET);
    const embedded = loadConfig({
      ...SMPP,
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DB: '1',
      SIGNING_SECRET: GOOD_SECRET,
    });
    expect(embedded.allowEmbeddedDb).toBe(true);
    expect(embedded.databaseUrl).toBeNull();
  });

  it('checks nothing of this outside production', () => {
    expect(loadConfig({}).signingSecret).toBeNull();
  });

  it('reads the backup settings', () => {
    const config = loadConfig({ DATA_DIR: '/srv/ops/data', BACKUP_KEEP: '7', BACKUP_NIGHTLY: '02:30' });
    expect(config.backup).toEqual({
      dir: '/srv/ops/data-backups',
      keep: 7,
      nightlyAt: '02:30',
      statusFile: null,
    });
    expect(loadConfig({ BACKUP_STATUS_FILE: '/var/backups/ops-api/backup-status' }).backup.statusFile).toBe(
      '/var/backups/ops-api/backup-status',
    );
    expect(productionProblems({ BACKUP_NIGHTLY: '25:00' })).toContain(
      'BACKUP_NIGHTLY must be a time of day such as 02:30, not 25:00',
    );
  });
});

describe('production sends real SMS and keeps demo data out (issue 25 items 1, 3)', () => {
  const BASE = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ops', SIGNING_SECRET: GOOD_SECRET };

  it('refuses the simulated SMS provider unless told it is a demo', () => {
    expect(() => loadConfig(BASE)).toThrow(
      /SMS_PROVIDER is simulated: no verification code would reach anyone/,
    );
    expect(loadConfig({ ...BASE, ALLOW_SIMULATED_SMS: '1' }).sms).toEqual({ provider: 'simulated' });
  });

  it('reads SMPP and HTTP settings, and says what is missing', () => {
    expect(loadConfig({ ...BASE, ...SMPP }).sms).toEqual({
      provider: 'smpp',
      url: SMPP.SMPP_URL,
      source: 'OpsDesk',
      receipts: false,
      timeoutMs: 10_000,
      enquireLinkMs: 30_000,
    });
    expect(productionProblems({ ...BASE, SMS_PROVIDER: 'smpp', SMPP_URL: 'http://smsc' })).toEqual([
      'SMPP_URL must be smpp://system_id:password@host:port (smpps:// for TLS)',
      'SMPP_SOURCE is not set: the sender id your aggregator registered for you',
    ]);
    expect(productionProblems({ ...BASE, SMS_PROVIDER: 'http', SMS_HTTP_ACCOUNT_SID: 'AC1' })).toEqual([
      'SMS_HTTP_AUTH_TOKEN, SMS_HTTP_FROM not set: the HTTP SMS provider needs the account, its token and the sender',
    ]);
    expect(
      loadConfig({
        ...BASE,
        SMS_PROVIDER: 'http',
        SMS_HTTP_ACCOUNT_SID: 'AC1',
        SMS_HTTP_AUTH_TOKEN: 't',
        SMS_HTTP_FROM: 'Ops',
      }).sms,
    ).toMatchObject({
      provider: 'http',
      baseUrl: 'https://api.twilio.com',
    });
    expect(productionProblems({ ...BASE, SMS_PROVIDER: 'carrier-pigeon' })).toEqual([
      'SMS_PROVIDER must be simulated, smpp or http, not carrier-pigeon',
    ]);
  });

  it('a wrong real provider is refused outside production too', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'smpp' })).toThrow(/^The SMS settings are wrong:/);
    expect(loadConfig({}).sms).toEqual({ provider: 'simulated' });
  });

  it('refuses DEMO_SEED without ALLOW_DEMO_DATA', () => {
    expect(() => loadConfig({ ...BASE, ...SMPP, DEMO_SEED: '1' })).toThrow(
      /DEMO_SEED=1 would seed the demo data/,
    );
    const demo = loadConfig({ ...BASE, ...SMPP, DEMO_SEED: '1', ALLOW_DEMO_DATA: '1' });
    expect([demo.demoSeed, demo.allowDemoData]).toEqual([true, true]);
    expect(loadConfig({ ...BASE, ...SMPP }).demoSeed).toBe(false);
  });
});
