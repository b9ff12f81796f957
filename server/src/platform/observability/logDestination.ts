import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** pino's level number for `error`: such a line (and `fatal`) is written out at once. */
const ERROR_LEVEL = 50;

export interface BufferedLogOptions {
  /** File descriptor the lines go to (stdout). */
  fd?: number;
  /** Bytes gathered before one write: an access line is ~250 bytes, so ~30 lines a write. */
  bufferBytes?: number;
  /** A quiet server's last lines still appear within this time. */
  flushEveryMs?: number;
}

export interface BufferedLog {
  destination: DestinationStream;
  /** pino options that write an error or fatal line out before the call returns. */
  hooks: NonNullable<LoggerOptions['hooks']>;
  flush(): void;
}

/**
 * The process's log output: lines gathered in memory and written in batches. pino's default
 * writes each line with its own synchronous write(2), one per access-log line, so a busy
 * server made a system call for every request just to log it.
 *
 * Writes stay synchronous (sonic-boom `sync: true` with `minLength`) rather than async: an
 * async write still in flight when the process exits can be lost, while a synchronous buffer
 * is written out whole by the 'exit' handler (process.exit after SIGTERM, an uncaught
 * exception) and by the error hook, so no line is lost at shutdown or before a crash.
 */
export function bufferedLog(options: BufferedLogOptions = {}): BufferedLog {
  const stream = pino.destination({
    dest: options.fd ?? 1,
    sync: true,
    minLength: options.bufferBytes ?? 8192,
  });
  const flush = () => {
    try {
      stream.flushSync();
    } catch {
      // Not open yet or already closed: nothing of ours is waiting in it.
    }
  };
  const timer = setInterval(flush, options.flushEveryMs ?? 200);
  timer.unref();
  process.on('exit', flush);
  return {
    destination: stream,
    hooks: {
      logMethod(args, method, level) {
        method.apply(this, args);
        if (level >= ERROR_LEVEL) flush();
      },
    },
    flush,
  };
}

let stdout: BufferedLog | null = null;

/** One buffer for the process's stdout, however many servers it builds (tests build dozens). */
export function stdoutLog(): BufferedLog {
  stdout ??= bufferedLog();
  return stdout;
}
