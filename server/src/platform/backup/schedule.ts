import path from 'node:path';
import type { Deps } from '../deps';
import { timedRun } from '../observability/jobRuns';
import { writeBackup } from './backup';

/** The next time of day `at` (HH:MM, local time) strictly after `now`. */
export function nextRun(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** SIGUSR2 asks a running server for a backup (`npm run backup` sends it while the server holds the folder). */
export const BACKUP_SIGNAL = 'SIGUSR2';

/**
 * Backups taken by the running server itself, so they are consistent while it serves: on
 * `BACKUP_SIGNAL` and, with BACKUP_NIGHTLY=HH:MM, every night. Only for the embedded database;
 * PostgreSQL is backed up with pg_dump (README). Returns the stop function, which lets a backup under way finish.
 */
export function startBackupService(
  deps: Pick<Deps, 'config' | 'handle' | 'log' | 'clock' | 'jobRuns'>,
): () => Promise<void> {
  const { config, handle, log } = deps;
  const dump = handle.dumpDataDir?.bind(handle);
  if (!dump) {
    if (config.backup.nightlyAt)
      log.warn(
        'BACKUP_NIGHTLY is for the embedded database; back PostgreSQL up with pg_dump (README: Backups)',
      );
    return async () => undefined;
  }
  let running: Promise<unknown> = Promise.resolve();
  const backUp = (why: string) => {
    running = running.then(async () => {
      try {
        const result = await timedRun(deps.jobRuns, 'backup', () =>
          writeBackup(
            { dumpDatabase: dump, filesDir: path.join(config.dataDir, 'files') },
            { dir: config.backup.dir, keep: config.backup.keep, now: deps.clock.now() },
          ),
        );
        log.info({ backup: result.path, ...result.manifest, why }, 'backup written');
      } catch (error) {
        log.error({ err: error, why }, 'BACKUP FAILED');
      }
    });
  };
  const onSignal = () => backUp('requested');
  process.on(BACKUP_SIGNAL, onSignal);
  let timer: NodeJS.Timeout | null = null;
  const scheduleNight = (at: string) => {
    const wait = nextRun(deps.clock.now(), at).getTime() - deps.clock.now().getTime();
    timer = setTimeout(() => {
      backUp('nightly');
      scheduleNight(at);
    }, wait);
    timer.unref();
  };
  if (config.backup.nightlyAt) scheduleNight(config.backup.nightlyAt);
  return async () => {
    process.off(BACKUP_SIGNAL, onSignal);
    if (timer) clearTimeout(timer);
    await running;
  };
}
