import type { MenuItemConstructorOptions } from 'electron';

export interface ApplicationMenuDeps {
  isPackaged: boolean;
  platform: NodeJS.Platform;
  appName: string;
  version: string;
  openLogFolder(): void;
  changeServerAddress(): void;
  /** Set when IT fixed the address for this computer (OPS_SERVER_URL or ops-desktop.json): shown, not changeable. */
  serverAddressSetBy?: { url: string; where: string };
  /** Window › Start minimised to tray at login (supervisors). */
  startInTray?: { enabled: boolean; set(enabled: boolean): void };
}

/**
 * Our own menu instead of Electron's default one, which offers Reload and Toggle
 * Developer Tools to every user of a packaged build. Reload, force reload and the
 * developer tools appear only when running from source. Roles keep the platform's
 * own labels and shortcuts (copy and paste must work in every text field, and on
 * macOS they work only through the menu).
 */
export function buildApplicationMenuTemplate(deps: ApplicationMenuDeps): MenuItemConstructorOptions[] {
  const mac = deps.platform === 'darwin';
  const developer: MenuItemConstructorOptions[] = deps.isPackaged
    ? []
    : [{ type: 'separator' }, { role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }];

  return [
    // macOS puts About, Hide and Quit under the app's name.
    ...(mac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    {
      label: 'File',
      submenu: [
        deps.serverAddressSetBy
          ? {
              label: `Server ${deps.serverAddressSetBy.url} (set by IT: ${deps.serverAddressSetBy.where})`,
              enabled: false,
            }
          : { label: 'Change server address…', click: () => deps.changeServerAddress() },
        ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...developer,
      ],
    },
    {
      label: 'Window',
      submenu: [
        { role: 'minimize' },
        { role: 'close' },
        ...(deps.startInTray
          ? [
              { type: 'separator' } as const,
              {
                label: 'Start minimised to tray at login',
                type: 'checkbox' as const,
                checked: deps.startInTray.enabled,
                click: (item: { checked: boolean }) => deps.startInTray?.set(item.checked),
              },
            ]
          : []),
      ],
    },
    {
      label: 'Help',
      role: 'help',
      submenu: [
        { label: `${deps.appName} ${deps.version}`, enabled: false },
        { type: 'separator' },
        { label: 'Open log folder', click: () => deps.openLogFolder() },
      ],
    },
  ];
}
