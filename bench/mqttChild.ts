import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The IPC both ends of bench/mqttIngest.ts's child processes speak: the parent asks, the child
 * answers each request once, in order. Children run as their own processes (the publishers,
 * the bare subscriber, the devices) so that their CPU is not the API's, as on a real network.
 */
export interface BenchChild {
  /** Resolves once the child has set up (connected) and listens for requests. */
  ready: Promise<void>;
  request<T>(message: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

export function startBenchChild(file: string, env: Record<string, string> = {}): BenchChild {
  const child: ChildProcess = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: Array<{ resolve: (value: never) => void; reject: (error: Error) => void }> = [];
  let isReady: () => void = () => undefined;
  let notReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => ((isReady = resolve), (notReady = reject)));
  child.on('message', (answer: { error?: string; ready?: boolean }) => {
    if (answer.ready) return isReady();
    const next = waiting.shift();
    if (!next) return;
    if (answer.error) next.reject(new Error(`${file}: ${answer.error}`));
    else next.resolve(answer as never);
  });
  child.on('exit', (code) => {
    notReady(new Error(`${file} exited (${code}) before it was ready`));
    for (const next of waiting.splice(0)) next.reject(new Error(`${file} exited (${code}) before answering`));
  });
  return {
    ready,
    request: <T>(message: Record<string, unknown>) =>
      new Promise<T>((resolve, reject) => {
        waiting.push({ resolve: resolve as (value: never) => void, reject });
        child.send(message);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The child's side, once set up: says it is ready, then handles each request in turn and sends its answer (or its error) back. */
export function serveBenchRequests(
  handle: (message: Record<string, unknown>) => Promise<Record<string, unknown>>,
  onStop: () => Promise<unknown> = async () => undefined,
): void {
  let queue = Promise.resolve();
  process.on('message', (message: Record<string, unknown>) => {
    queue = queue.then(async () => {
      try {
        process.send?.(await handle(message));
      } catch (error) {
        process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    });
  });
  process.on('SIGTERM', () => void onStop().finally(() => process.exit(0)));
  process.send?.({ ready: true });
}
