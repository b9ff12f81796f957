import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A running holder refreshes the lock this often; one not refreshed for STALE_MS is abandoned. */
const REFRESH_MS = 10_000;
const STALE_MS = 60_000;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. Stop that process first ` +
        '(a second process on one embedded database folder can corrupt it), or use PostgreSQL (DATABASE_URL).',
    );
  }
}

interface LockContent {
  pid: number;
  host: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function heldByOther(file: string): LockContent | null {
  let content: LockContent;
  let ageMs: number;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8')) as LockContent;
    ageMs = Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return null; // unreadable or half-written: nobody holds it properly
  }
  // A crashed holder's pid may be reused after a reboot; an unrefreshed lock is abandoned either way.
  if (ageMs >= STALE_MS) return null;
  // Another machine's process cannot be asked; a fresh lock from there counts as held.
  return content.host !== os.hostname() || alive(content.pid) ? content : null;
}

/**
 * PGlite serves one process and does not stop a second one opening the same folder; two
 * would write over each other. This lock (a file beside the database folder, refreshed
 * while held) makes a second server, `--check` or seed run on the folder refuse instead.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies LockContent);
  try {
    fs.writeFileSync(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = heldByOther(file);
    if (holder) throw new DataDirInUseError(dataDir, holder.pid);
    fs.writeFileSync(file, mine);
  }
  const timer = setInterval(() => {
    const now = new Date();
    fs.utimes(file, now, now, () => undefined);
  }, REFRESH_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
