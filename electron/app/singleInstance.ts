/** The part of Electron's `app` used for the single-instance lock. */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

/**
 * Agents keep the app open all shift; a second copy would hold a second socket and
 * a second set of notifications. A second launch brings the first to the front and
 * quits. Returns whether this process is the one that keeps running.
 */
export function acquireSingleInstance(app: SingleInstanceApp, focusExisting: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', focusExisting);
  return true;
}
