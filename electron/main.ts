/**
 * The composition root of the main process: it owns the Electron objects and hands
 * them to the small modules in ipc/, security/, window/ and app/, which hold all the
 * logic and are tested with fakes (the Electron binary is not available in CI).
 * Nothing here renders UI.
 */
import {
  app,
  BrowserWindow,
  crashReporter,
  dialog,
  ipcMain,
  Menu,
  net,
  nativeImage,
  nativeTheme,
  Notification,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
} from 'electron';
import { execFile } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { IPC_CHANNELS } from '@ops/shared/desktop/channels';
import { buildApplicationMenuTemplate } from './app/applicationMenu';
import { createAttention } from './app/attention';
import { badgePng } from './app/badgeImage';
import { changeServerAddress } from './app/changeServer';
import { recordCrashes, startCrashReporter } from './app/crashReports';
import { watchForCrashes } from './app/crashRecovery';
import { holdsTask } from './app/heldTask';
import { withMachineServerUrl } from './app/machineServerUrl';
import { readPresetServerUrl } from './app/managedServerUrl';
import { createTrayMode, type TrayMode } from './app/trayMode';
import { startUpdateSchedule, type Updater, type UpdateSchedule } from './app/updateSchedule';

/** Set once the update feed is running (packaged builds only). */
let updateSchedule: UpdateSchedule | null = null;
import { createMainLog, type MainLog } from './app/mainLog';
import { watchResume } from './app/powerResume';
import { acquireSingleInstance } from './app/singleInstance';
import { createIpcDispatcher, registerIpcHandlers } from './ipc/dispatcher';
import { createIpcHandlers } from './ipc/handlers';
import { createNotifier } from './ipc/notifications';
import { saveExport } from './ipc/saveExport';
import { createServerUrlSetting } from './ipc/serverUrl';
import { createTokenStorage } from './ipc/tokenStorage';
import { buildContentSecurityPolicy, installContentSecurityPolicy } from './security/contentSecurityPolicy';
import { lockDevTools } from './security/devTools';
import { attachNavigationGuards } from './security/navigationGuards';
import { isOwnPageUrl } from './security/ownPage';
import { installPermissionHandlers } from './security/permissions';
import { secureWebPreferences } from './security/webPreferences';
import { createElectronStore } from './store/electronStore';
import type { KeyValueStore } from './store/keyValueStore';
import { followThemeBackground, windowBackground } from './window/windowTheme';
import { APP_PAGE_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES } from './window/appProtocol';
import { focusWindow } from './window/focusWindow';
import { serveAppProtocol } from './window/serveApp';
import { initialBounds, rememberBounds } from './window/windowBounds';

/** Must equal `appId` in electron-builder.yml: Windows matches toasts to the shortcut by it. */
const APP_ID = 'eg.cairo.ops.desktop';

const here = path.dirname(fileURLToPath(import.meta.url));
// Only an unpackaged build may load a dev server: in a shipped app an environment
// variable must not be able to point the window, and its bridge, at another site.
const devServerUrl = app.isPackaged ? undefined : process.env.VITE_DEV_SERVER_URL || undefined;
const pageUrl = devServerUrl ?? APP_PAGE_URL;
const isOwnPage = (url: string | undefined): boolean => isOwnPageUrl(url, pageUrl);

// Both must happen before `ready`.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;
// Set by 'before-quit': closing the window then really closes it, even in tray mode.
let quitting = false;

interface WindowContext {
  store: KeyValueStore;
  log: MainLog;
  trayMode: TrayMode;
  /** This launch came from the login item with tray mode on: stay in the tray. */
  startHidden: boolean;
}
let windowContext: WindowContext | null = null;

// The app icon's count and the taskbar flash; created with the window, so it needs no `ready`.
const attention = createAttention({
  platform: process.platform,
  app,
  window: () => mainWindow,
  overlayImage: (count) => nativeImage.createFromBuffer(badgePng(count)),
});

function tellUser(message: string): void {
  if (Notification.isSupported()) new Notification({ title: 'Ops Desktop', body: message }).show();
}

function createMainWindow(): BrowserWindow {
  const context = windowContext;
  const boundsStore = {
    get: () => context?.store.get('windowBounds'),
    set: (value: string) => context?.store.set('windowBounds', value),
  };
  const remembered = initialBounds(
    boundsStore,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    ...remembered.bounds,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Ops Desktop',
    backgroundColor: windowBackground(nativeTheme),
    webPreferences: secureWebPreferences(path.join(here, 'preload.cjs'), { isPackaged: app.isPackaged }),
  });
  window.once('ready-to-show', () => {
    if (remembered.maximized) window.maximize();
    if (!context?.startHidden) window.show();
  });
  rememberBounds(window, boundsStore);
  followThemeBackground(window, nativeTheme);
  attention.attach(window);
  if (context) {
    watchForCrashes(window, {
      log: (message, details) => context.log.error(message, details ?? ''),
      tell: tellUser,
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    });
    // In tray mode closing hides: the page keeps its socket, so notifications keep coming.
    window.on('close', (event) => {
      if (quitting || !context.trayMode.enabled()) return;
      event.preventDefault();
      window.hide();
    });
  }
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(pageUrl);
  return window;
}

async function start(log: MainLog): Promise<void> {
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  log.info(`Ops Desktop ${app.getVersion()} started (${process.platform}, packaged: ${app.isPackaged})`);

  const store = createElectronStore();
  // IT's preset (registry, managed preferences, /etc), else OPS_SERVER_URL or ops-desktop.json.
  const machineServerUrl = await readPresetServerUrl({
    platform: process.platform,
    systemRoot: process.env.SystemRoot,
    execFile: (file, args) => promisify(execFile)(file, args, { windowsHide: true, timeout: 10_000 }),
    env: process.env,
    exePath: app.getPath('exe'),
    readFile: (filePath) => {
      try {
        return readFileSync(filePath, 'utf8');
      } catch {
        return null;
      }
    },
    log: (message) => log.error(message),
  });
  const serverUrl = withMachineServerUrl(createServerUrlSetting(store), machineServerUrl);
  if (machineServerUrl) log.info(`Server address ${machineServerUrl.url} set by ${machineServerUrl.where}`);
  const trayMode = createTrayMode({
    readSetting: () => store.get('startInTray'),
    writeSetting: (value) => store.set('startInTray', value),
    setLoginItemSettings: (settings) => app.setLoginItemSettings(settings),
  });
  windowContext = {
    store,
    log,
    trayMode,
    startHidden: trayMode.startHidden(process.argv, app.getLoginItemSettings()),
  };
  const tokens = createTokenStorage({ safeStorage, store, platform: process.platform });
  const policy = (): string =>
    buildContentSecurityPolicy({
      serverUrl: serverUrl.effective(),
      devServerUrl,
      tileUrl: process.env.MAP_TILE_URL,
    });
  const openExternal = (url: string): Promise<void> => shell.openExternal(url);

  serveAppProtocol(
    protocol,
    APP_SCHEME,
    path.join(app.getAppPath(), 'dist', 'renderer'),
    (url) => net.fetch(url),
    policy,
  );
  installContentSecurityPolicy(session.defaultSession, isOwnPage, policy);
  installPermissionHandlers(session.defaultSession, isOwnPage);
  // Every WebContents, not just the main window's, so nothing created later escapes.
  app.on('web-contents-created', (_event, contents) => {
    attachNavigationGuards(contents, {
      isOwnPageUrl: isOwnPage,
      openExternal: (url) => void openExternal(url),
    });
    lockDevTools(contents, { isPackaged: app.isPackaged });
    contents.on('render-process-gone', (_goneEvent, details) => log.error('Page process gone', details));
  });

  // Replaces Electron's default menu, whose Reload and Toggle Developer Tools every
  // user of a packaged build could reach.
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildApplicationMenuTemplate({
        isPackaged: app.isPackaged,
        platform: process.platform,
        appName: app.getName(),
        version: app.getVersion(),
        ...(machineServerUrl
          ? { serverAddressSetBy: { url: machineServerUrl.url, where: machineServerUrl.where } }
          : {}),
        startInTray: {
          enabled: trayMode.enabled(),
          set: (enabled) => {
            trayMode.set(enabled);
            if (enabled) showTray();
          },
        },
        openLogFolder: () => {
          void shell.openPath(path.dirname(log.filePath)).then((failure) => {
            if (failure) log.error('Could not open the log folder', failure);
          });
        },
        changeServerAddress: () => {
          void changeServerAddress({
            confirm: async () => {
              const options = {
                type: 'question' as const,
                buttons: ['Change server', 'Cancel'],
                defaultId: 1,
                cancelId: 1,
                message: 'Change the server address?',
                detail: 'You will be signed out, and the app will ask for the new address.',
              };
              const { response } = mainWindow
                ? await dialog.showMessageBox(mainWindow, options)
                : await dialog.showMessageBox(options);
              return response === 0;
            },
            serverUrl,
            tokens,
            reload: () => {
              if (mainWindow) mainWindow.webContents.reload();
              else mainWindow = createMainWindow();
            },
          }).catch((error: unknown) => log.error('Changing the server address failed', error));
        },
      }),
    ),
  );

  const notifier = createNotifier({
    isSupported: () => Notification.isSupported(),
    createNotification: (options) => new Notification(options),
    focusWindow: () => focusWindow(mainWindow),
    sendNavigate: (route) => mainWindow?.webContents.send(IPC_CHANNELS.navigate, route),
  });

  const handlers = createIpcHandlers({
    tokens,
    notifier,
    serverUrl,
    openExternal,
    logRendererError: (report) =>
      log.error(
        `Page error (${report.kind}) at ${report.route ?? '?'}: ${report.message}`,
        report.stack ?? '',
      ),
    appInfo: {
      version: app.getVersion(),
      platform: process.platform,
      ...(machineServerUrl ? { serverUrlSetBy: machineServerUrl.where } : {}),
    },
    saveExport: (request) =>
      saveExport(request, {
        showSaveDialog: (options) =>
          mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
        createWriteStream: (filePath) => createWriteStream(filePath),
        fetch: (url, init) => net.fetch(url, init),
        downloadsDir: app.getPath('downloads'),
        showItemInFolder: (filePath) => shell.showItemInFolder(filePath),
        removeFile: (filePath) => unlink(filePath),
        setProgress: (value) => {
          if (mainWindow && !mainWindow.isDestroyed()) mainWindow.setProgressBar(value);
        },
      }),
    attention,
    // No feed in a dev run (the schedule is null): the page reloads instead.
    updates: {
      updateNow: async () =>
        updateSchedule ? (await updateSchedule.updateNow(), 'downloading' as const) : 'reload',
    },
  });
  registerIpcHandlers(ipcMain, createIpcDispatcher(handlers, isOwnPage));
  // After sleep the page reads its lists and counters again (it may not notice the network went).
  watchResume(powerMonitor, () => mainWindow?.webContents.send(IPC_CHANNELS.resumed));

  mainWindow = createMainWindow();
  if (trayMode.enabled()) showTray();

  void startUpdateSchedule({
    isPackaged: app.isPackaged,
    // Imported only when packaged: dev runs have no app-update.yml and skip the module.
    loadUpdater: async (): Promise<Updater> => (await import('electron-updater')).default.autoUpdater,
    isHoldingTask: async () =>
      holdsTask({
        serverUrl: serverUrl.effective(),
        token: await tokens.get(),
        fetch: (url, init) => net.fetch(url, init),
      }),
    offerRestart: async (version) => {
      const options = {
        type: 'info' as const,
        buttons: ['Restart to update', 'Later'],
        defaultId: 0,
        cancelId: 1,
        message: `Ops Desktop ${version} is ready`,
        detail: 'Restart now to use it, or later: it is installed when you quit the app.',
      };
      const { response } = mainWindow
        ? await dialog.showMessageBox(mainWindow, options)
        : await dialog.showMessageBox(options);
      return response === 0;
    },
    log: (message, error) => log.error(message, error ?? ''),
    setInterval: (run, ms) => setInterval(run, ms),
  }).then((schedule) => {
    updateSchedule = schedule;
  });
}

let tray: Tray | null = null;
/** The tray icon of tray mode: a click shows the window; Quit really quits. */
function showTray(): void {
  if (tray) return;
  tray = new Tray(nativeImage.createFromPath(path.join(here, 'tray.png')).resize({ width: 16, height: 16 }));
  tray.setToolTip('Ops Desktop');
  tray.on('click', () => focusWindow(mainWindow));
  tray.setContextMenu(
    Menu.buildFromTemplate([
      {
        label: 'Show Ops Desktop',
        click: () => focusWindow(mainWindow ?? (mainWindow = createMainWindow())),
      },
      { type: 'separator' },
      { label: 'Quit', click: () => app.quit() },
    ]),
  );
}

// Before ready, so that a crash during start leaves a minidump too (app.getPath('crashDumps')).
startCrashReporter(crashReporter);

if (acquireSingleInstance(app, () => focusWindow(mainWindow))) {
  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('window-all-closed', () => {
    // macOS keeps apps running without windows; 'activate' below reopens one.
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (app.isReady() && BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow();
  });
  let log: MainLog | null = null;
  app
    .whenReady()
    .then(() => {
      // After ready: Electron settles userData (and so the logs folder) only then.
      // ~/Library/Logs/<app> on macOS, inside userData elsewhere.
      app.setAppLogsPath();
      log = createMainLog(app.getPath('logs'));
      const crashLog = createMainLog(app.getPath('logs'), { name: 'crashes', console: false });
      recordCrashes({
        onProcess: (event, listener) => process.on(event, listener),
        onRenderProcessGone: (listener) => app.on('render-process-gone', listener),
        onChildProcessGone: (listener) => app.on('child-process-gone', listener),
        log: crashLog,
        showErrorBox: (title, content) => dialog.showErrorBox(title, content),
        crashDumpsDir: app.getPath('crashDumps'),
      });
      log.info(`Crash reports: ${crashLog.filePath}, minidumps in ${app.getPath('crashDumps')}`);
      return start(log);
    })
    .catch((error: unknown) => {
      if (log) log.error('Ops Desktop failed to start', error);
      else console.error('Ops Desktop failed to start', error);
      app.exit(1);
    });
}
