/** The part of a BrowserWindow (and its webContents) that crash recovery uses. */
export interface RecoverableWindow {
  isDestroyed(): boolean;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  webContents: {
    on(
      event: 'render-process-gone',
      listener: (event: unknown, details: { reason: string; exitCode: number }) => void,
    ): unknown;
    reload(): void;
    /** Ends a hung renderer so that a reload can start a fresh one. */
    forcefullyCrashRenderer(): void;
  };
}

export interface CrashRecoveryDeps {
  log(message: string, details?: unknown): void;
  /** Tells the user what happened (an OS notification: the window may be behind others). */
  tell(message: string): void;
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A page that stays frozen this long is reloaded. */
export const HANG_GRACE_MS = 30_000;
/** More reloads than this within the window means reloading does not help: stop and say so. */
export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 10 * 60 * 1000;

export const RELOADED_MESSAGE = 'The window stopped working and was reloaded. You are still signed in.';
export const GAVE_UP_MESSAGE =
  'The window keeps stopping. Restart Ops Desktop; if it happens again, send the log (Help › Open log folder) to IT.';

/**
 * A renderer crash (`render-process-gone`) or a hang (`unresponsive` for HANG_GRACE_MS)
 * reloads the page instead of leaving a blank or frozen window for the rest of the shift.
 * The session survives: the token is kept by the main process (ipc/tokenStorage), not by
 * the page. A page that keeps dying is not reloaded in a loop.
 */
export function watchForCrashes(window: RecoverableWindow, deps: CrashRecoveryDeps): void {
  const reloads: number[] = [];
  let hang: unknown = null;
  // A renderer we ended ourselves reports 'gone' too: that one is already being recovered.
  let endedByUs = false;

  const recover = (why: string, details?: unknown) => {
    if (window.isDestroyed()) return;
    const now = deps.now();
    while (reloads.length > 0 && (reloads[0] as number) < now - RELOAD_WINDOW_MS) reloads.shift();
    if (reloads.length >= MAX_RELOADS) {
      deps.log(
        `Page ${why} again; not reloading (${reloads.length} reloads in ${RELOAD_WINDOW_MS / 60_000} minutes)`,
        details,
      );
      deps.tell(GAVE_UP_MESSAGE);
      return;
    }
    reloads.push(now);
    deps.log(`Page ${why}; reloading`, details);
    if (why === 'unresponsive') {
      endedByUs = true;
      window.webContents.forcefullyCrashRenderer();
    }
    window.webContents.reload();
    deps.tell(RELOADED_MESSAGE);
  };

  window.webContents.on('render-process-gone', (_event, details) => {
    // clean-exit: the page was closed on purpose (window closing, app quitting).
    if (details.reason === 'clean-exit') return;
    if (endedByUs) {
      endedByUs = false;
      return;
    }
    recover('process gone', details);
  });
  window.on('unresponsive', () => {
    if (hang !== null) return;
    hang = deps.setTimeout(() => {
      hang = null;
      recover('unresponsive');
    }, HANG_GRACE_MS);
  });
  window.on('responsive', () => {
    if (hang === null) return;
    deps.clearTimeout(hang);
    hang = null;
  });
}
