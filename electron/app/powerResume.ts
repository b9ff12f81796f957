/**
 * After the laptop sleeps the page has missed events and its socket may look alive until it
 * times out. Electron's powerMonitor knows at once: 'resume' (and 'unlock-screen', after a
 * night with the screen locked) tell the page to read its lists and counters again.
 */

export interface PowerMonitorLike {
  on(event: 'resume' | 'unlock-screen', listener: () => void): unknown;
}

export function watchResume(powerMonitor: PowerMonitorLike, tellPage: () => void): void {
  powerMonitor.on('resume', tellPage);
  powerMonitor.on('unlock-screen', tellPage);
}
