import type { MainLog } from './mainLog';

/**
 * No crash leaves IT without a trace, and nothing leaves the machine:
 * - native crashes of any process become minidumps in Electron's crashDumps folder
 *   (crashReporter with uploadToServer false);
 * - an uncaught exception or unhandled rejection of the main process, a renderer that is gone
 *   (crashed, killed, out of memory) and a helper process that is gone (GPU, network, utility)
 *   are written to `crashes.log` in the logs folder, rotated at 1 MB into `crashes.old.log`.
 * Where IT finds both: electron/README.md "For IT".
 */
export interface GoneDetails {
  reason: string;
  exitCode: number;
}

export interface ChildGoneDetails extends GoneDetails {
  type: string;
  name?: string;
  serviceName?: string;
}

export interface CrashReporterLike {
  start(options: { uploadToServer: boolean; compress: boolean; productName: string }): void;
}

/** Minidumps stay on this machine. Called before the app is ready, so that early crashes are kept too. */
export function startCrashReporter(crashReporter: CrashReporterLike): void {
  crashReporter.start({ uploadToServer: false, compress: true, productName: 'Ops Desktop' });
}

export interface CrashLogDeps {
  onProcess(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): void;
  onRenderProcessGone(
    listener: (event: unknown, webContents: { getURL(): string }, details: GoneDetails) => void,
  ): void;
  onChildProcessGone(listener: (event: unknown, details: ChildGoneDetails) => void): void;
  /** The rotated crashes.log. */
  log: Pick<MainLog, 'error' | 'filePath'>;
  /** Electron shows a dialog for an uncaught main-process error unless someone listens: we still tell the user, once. */
  showErrorBox(title: string, content: string): void;
  /** app.getPath('crashDumps'), for the log line that says where the minidumps go. */
  crashDumpsDir: string;
}

export const ERROR_BOX_TITLE = 'Ops Desktop ran into an error';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Writes what went wrong to crashes.log; from the moment the logs folder is known (app ready). */
export function recordCrashes(deps: CrashLogDeps): void {
  let told = false;
  deps.onProcess('uncaughtException', (error) => {
    deps.log.error('Uncaught exception in the main process', error);
    if (told) return;
    told = true;
    deps.showErrorBox(
      ERROR_BOX_TITLE,
      `${messageOf(error)}\n\nIt was written to ${deps.log.filePath}. If the app misbehaves, restart it and send that file to IT.`,
    );
  });
  deps.onProcess('unhandledRejection', (reason) =>
    deps.log.error('Unhandled promise rejection in the main process', reason),
  );
  deps.onRenderProcessGone((_event, webContents, details) => {
    // clean-exit: a window closed on purpose.
    if (details.reason === 'clean-exit') return;
    deps.log.error(
      `Page process gone (${details.reason}, exit code ${details.exitCode}) at ${webContents.getURL() || '?'}; minidumps in ${deps.crashDumpsDir}`,
    );
  });
  deps.onChildProcessGone((_event, details) => {
    if (details.reason === 'clean-exit') return;
    const name = details.name ?? details.serviceName ?? details.type;
    deps.log.error(
      `${details.type} process ${name} gone (${details.reason}, exit code ${details.exitCode}); minidumps in ${deps.crashDumpsDir}`,
    );
  });
}
