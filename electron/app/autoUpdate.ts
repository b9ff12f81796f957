/** The part of electron-updater's `autoUpdater` we use. */
export interface Updater {
  checkForUpdatesAndNotify(): Promise<unknown>;
}

export interface AutoUpdateDeps {
  isPackaged: boolean;
  loadUpdater(): Promise<Updater>;
  log(message: string, error: unknown): void;
}

/**
 * Checks the feed configured in electron-builder.yml (`publish`) and shows the OS
 * notice when an update is downloaded. Only packaged builds have an
 * app-update.yml to read, so dev runs skip it. A failed check (offline, feed down)
 * is logged and never stops the app.
 */
export async function startAutoUpdate({ isPackaged, loadUpdater, log }: AutoUpdateDeps): Promise<boolean> {
  if (!isPackaged) return false;
  try {
    const updater = await loadUpdater();
    await updater.checkForUpdatesAndNotify();
  } catch (error) {
    log('Update check failed', error);
  }
  return true;
}
