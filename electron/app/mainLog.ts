import path from 'node:path';
import log from 'electron-log/node';

const ONE_MB = 1024 * 1024;

export interface MainLog {
  /** The file written, inside the folder Help › Open log folder opens. */
  readonly filePath: string;
  info(...params: unknown[]): void;
  error(...params: unknown[]): void;
}

/**
 * The main process log: `main.log` in Electron's logs folder, rotated by electron-log
 * at 1 MB into `main.old.log`; `name` gives another file there (`crashes.log`, app/crashReports.ts). The Node flavour of electron-log on purpose: its
 * Electron flavour registers an IPC channel of its own for renderer logs, and the
 * main process answers only the channels of our registry.
 */
export function createMainLog(
  logsDir: string,
  {
    console = true,
    name = 'main',
    maxSize = ONE_MB,
  }: { console?: boolean; name?: string; maxSize?: number } = {},
): MainLog {
  const logger = log.create({ logId: `ops-desktop-${name}` });
  const filePath = path.join(logsDir, `${name}.log`);
  logger.transports.file.resolvePathFn = () => filePath;
  logger.transports.file.level = 'info';
  // Past maxSize the file becomes <name>.old.log (the one before is dropped) and a new one starts.
  logger.transports.file.maxSize = maxSize;
  logger.transports.console.level = console ? 'info' : false;
  return {
    filePath,
    info: (...params) => logger.info(...params),
    error: (...params) => logger.error(...params),
  };
}
