/** The part of electron-updater's `autoUpdater` we use. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  quitAndInstall(): void;
}

export interface UpdateScheduleDeps {
  isPackaged: boolean;
  loadUpdater(): Promise<Updater>;
  /** True while the signed-in agent holds a task: no restart is offered then. */
  isHoldingTask(): Promise<boolean>;
  /** Asks the user; true for 'Restart to update', false for 'Later'. */
  offerRestart(version: string): Promise<boolean>;
  log(message: string, error?: unknown): void;
  setInterval(run: () => void, ms: number): { unref?(): void };
}

/** The app stays open all shift: it looks for updates every 4 hours, not only at start. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;
/** How often a waiting offer looks again whether the agent has let go of their task. */
export const OFFER_RETRY_MS = 5 * 60 * 1000;

/**
 * Checks the feed at start and every 4 hours; an update downloads in the background. When
 * it is ready, 'Restart to update' is offered, never forced, and not at all while the agent
 * holds a task (asked again every few minutes until they do not). 'Later' waits for the next
 * check; an update not taken is installed when the app quits. Only packaged builds have a feed.
 */
export interface UpdateSchedule {
  offerNow(): Promise<void>;
  /**
   * The server refused this build ('Please update the app') and the user pressed Update: look
   * for the new build now and install it as soon as it is downloaded, without asking again
   * (the user just asked) and whatever task is held (the server refuses every call anyway).
   */
  updateNow(): Promise<void>;
}

export async function startUpdateSchedule(deps: UpdateScheduleDeps): Promise<UpdateSchedule | null> {
  if (!deps.isPackaged) return null;
  let updater: Updater;
  try {
    updater = await deps.loadUpdater();
  } catch (error) {
    deps.log('The updater could not be loaded', error);
    return null;
  }
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  let ready: string | null = null;
  let offering = false;
  let installWhenReady = false;

  const offerNow = async (): Promise<void> => {
    if (!ready || offering) return;
    offering = true;
    try {
      if (await deps.isHoldingTask().catch(() => true)) return;
      const version = ready;
      if (await deps.offerRestart(version)) updater.quitAndInstall();
      // 'Later': the next check offers it again.
      else ready = null;
    } finally {
      offering = false;
    }
  };
  const check = async (): Promise<void> => {
    try {
      await updater.checkForUpdates();
    } catch (error) {
      deps.log('Update check failed', error);
    }
  };

  const updateNow = async (): Promise<void> => {
    installWhenReady = true;
    if (ready) updater.quitAndInstall();
    else await check();
  };

  updater.on('update-downloaded', (info) => {
    ready = info.version;
    if (installWhenReady) updater.quitAndInstall();
    else void offerNow();
  });
  deps.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS).unref?.();
  deps.setInterval(() => void offerNow(), OFFER_RETRY_MS).unref?.();
  await check();
  return { offerNow, updateNow };
}
