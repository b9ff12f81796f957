/**
 * The main window's webPreferences, spelled out even where they match Electron's
 * defaults, so a reviewer sees them and a future default change cannot loosen them.
 * Signal turns `sandbox` off in its main window: we do not. Developer tools exist only
 * when running from source: in a packaged build they would hand anyone at the desk
 * the page's token and a console on the operations API.
 */
export function secureWebPreferences(preloadPath: string, { isPackaged }: { isPackaged: boolean }) {
  return {
    preload: preloadPath,
    devTools: !isPackaged,
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
