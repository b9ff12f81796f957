import fs from 'node:fs/promises';

/**
 * The status file deploy/backup/ops-pg-backup writes after every run (key=value lines, replaced
 * in one rename). The API reads it at scrape time and shows it as ops_backup_* metrics, so the
 * alert rules see backups of PostgreSQL, which run outside the API.
 */
export interface BackupStatus {
  /** Unix seconds of the last run, whatever its outcome. */
  lastRunAt: number | null;
  /** 1 when the last run wrote a readable dump, 0 when it failed. */
  lastRunSuccess: number | null;
  /** Unix seconds of the last run that succeeded (kept through failed runs). */
  lastSuccessAt: number | null;
  sizeBytes: number | null;
  durationSeconds: number | null;
  message: string | null;
}

function numberOf(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function readBackupStatus(text: string): BackupStatus {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) values.set(line.slice(0, at).trim(), line.slice(at + 1));
  }
  return {
    lastRunAt: numberOf(values.get('last_run_at')),
    lastRunSuccess: numberOf(values.get('last_run_success')),
    lastSuccessAt: numberOf(values.get('last_success_at')),
    sizeBytes: numberOf(values.get('last_size_bytes')),
    durationSeconds: numberOf(values.get('last_duration_seconds')),
    message: values.get('message') ?? null,
  };
}

/** The file's status, or null when it does not exist yet or cannot be read. */
export async function loadBackupStatus(file: string): Promise<BackupStatus | null> {
  try {
    return readBackupStatus(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}
