import path from 'node:path';
import { readSmsConfig, type SmsConfig } from '../integrations/sms/smsConfig';

/** The settings of running the server for real: production safety, metrics and backups. */
export interface OperationsConfig {
  allowEmbeddedDb: boolean;
  signingSecret: string | null;
  metricsToken: string | null;
  /** statusFile: BACKUP_STATUS_FILE, the PostgreSQL backup script's status, shown on /metrics. */
  backup: { dir: string; keep: number; nightlyAt: string | null; statusFile: string | null };
  /** SMS_PROVIDER and its settings (integrations/sms/smsConfig.ts). */
  sms: SmsConfig;
  /** ALLOW_DEMO_DATA=1 with DEMO_SEED=1 in production: the demo's staff and passwords on this database, on purpose. */
  allowDemoData: boolean;
}

const MIN_SECRET_LENGTH = 32;
const MIN_TOKEN_LENGTH = 24;
// Values people paste from examples; a secret containing one is not secret.
const PLACEHOLDERS = ['change', 'secret', 'example', 'password', 'replace', 'xxxx', '1234', 'todo'];

/** Why a secret would be guessable, or null when it is acceptable. */
export function weakness(value: string, minLength: number): string | null {
  if (value.length < minLength) return `shorter than ${minLength} characters`;
  if (new Set(value).size < 10) return 'fewer than 10 different characters';
  const lower = value.toLowerCase();
  const placeholder = PLACEHOLDERS.find((word) => lower.includes(word));
  if (placeholder) return `contains the placeholder "${placeholder}"`;
  return null;
}

function on(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase());
}

/**
 * Everything production refuses, in one message: the service log then says all that is
 * missing at once instead of one thing per restart.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL && !on(env.ALLOW_EMBEDDED_DB)) {
    problems.push(
      'DATABASE_URL is not set: the embedded database (PGlite) serves one connection at a time and is not safe against power loss; use PostgreSQL, or set ALLOW_EMBEDDED_DB=1 for a demo or a kiosk',
    );
  }
  const secret = env.SIGNING_SECRET ?? '';
  if (secret === '') {
    problems.push(
      `SIGNING_SECRET is not set: give every API process the same random value of at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 48)`,
    );
  } else {
    const why = weakness(secret, MIN_SECRET_LENGTH);
    if (why)
      problems.push(
        `SIGNING_SECRET is weak (${why}): use a random value of at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 48)`,
      );
  }
  const token = env.METRICS_TOKEN ?? '';
  if (token !== '') {
    const why = weakness(token, MIN_TOKEN_LENGTH);
    if (why)
      problems.push(
        `METRICS_TOKEN is weak (${why}): use a random value of at least ${MIN_TOKEN_LENGTH} characters, or leave it empty to serve /metrics to this machine only`,
      );
  }
  problems.push(...readSmsConfig(env).problems);
  if (on(env.DEMO_SEED) && !on(env.ALLOW_DEMO_DATA)) {
    problems.push(
      'DEMO_SEED=1 would seed the demo data, whose staff passwords are printed in the README, into this production database; leave DEMO_SEED unset, or set ALLOW_DEMO_DATA=1 for a demo server',
    );
  }
  if (env.BACKUP_NIGHTLY && !/^([01]\d|2[0-3]):[0-5]\d$/.test(env.BACKUP_NIGHTLY)) {
    problems.push(`BACKUP_NIGHTLY must be a time of day such as 02:30, not ${env.BACKUP_NIGHTLY}`);
  }
  return problems;
}

export function operationsConfig(env: NodeJS.ProcessEnv): OperationsConfig {
  if (env.NODE_ENV === 'production') {
    const problems = productionProblems(env);
    if (problems.length > 0) {
      throw new Error(
        `The server will not start in production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      );
    }
  }
  const { sms, problems: smsProblems } = readSmsConfig(env);
  // Outside production only a real provider's settings can be wrong; they are wrong there too.
  if (smsProblems.length > 0)
    throw new Error(
      `The SMS settings are wrong:\n${smsProblems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  const keep = Number(env.BACKUP_KEEP ?? 14);
  const nightly = env.BACKUP_NIGHTLY ?? '';
  return {
    allowEmbeddedDb: on(env.ALLOW_EMBEDDED_DB),
    signingSecret: env.SIGNING_SECRET ? env.SIGNING_SECRET : null,
    metricsToken: env.METRICS_TOKEN ? env.METRICS_TOKEN : null,
    sms,
    allowDemoData: on(env.ALLOW_DEMO_DATA),
    backup: {
      // Beside the data folder, not in it: a backup must survive losing the folder.
      dir: path.resolve(env.BACKUP_DIR ?? `${path.resolve(env.DATA_DIR ?? './.data')}-backups`),
      keep: Number.isInteger(keep) && keep > 0 ? keep : 14,
      nightlyAt: /^([01]\d|2[0-3]):[0-5]\d$/.test(nightly) ? nightly : null,
      statusFile: env.BACKUP_STATUS_FILE ? path.resolve(env.BACKUP_STATUS_FILE) : null,
    },
  };
}
