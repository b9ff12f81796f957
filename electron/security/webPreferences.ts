/**
 * The main window's webPreferences, spelled out even where they match Electron's
 * defaults, so a reviewer sees them and a future default change cannot loosen them.
 * Signal turns `sandbox` off in its main window: we do not.
 */
export function secureWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  } as const;
}
