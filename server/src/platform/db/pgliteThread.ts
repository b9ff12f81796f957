import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { databasePriority, type DatabasePriority } from './priority';
import { Turns } from './turns';

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'dump' }
  | { op: 'close' };

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** What Drizzle's PGlite driver calls on a connection, inside a transaction or not. */
export interface PgliteConnection {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }>;
  exec(sql: string): Promise<Results[]>;
}

interface CompiledModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

let compiled: Promise<CompiledModules | null> | null = null;

/**
 * PGlite's WebAssembly, compiled once per process and handed to each database thread: a thread
 * that compiled its own took about a second more to open (tests open dozens of databases).
 */
function compiledModules(): Promise<CompiledModules | null> {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (name) =>
        WebAssembly.compile(await fs.readFile(path.join(dist, name))),
      ),
    );
    return { pgliteWasmModule: pglite!, initdbWasmModule: initdb! };
  })().catch(() => null); // each thread then compiles its own, as PGlite does by default
  return compiled;
}

/** A PostgreSQL error from the database's thread, with its fields (code, constraint…) as PGlite gives them. */
function rebuildError(fields: Record<string, unknown> & { message: string }): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

/**
 * PGlite in its own worker thread, reached by messages. Drizzle's PGlite driver uses it as it
 * would a PGlite: the same parsing (done by PGlite in the worker), the same errors, one
 * statement at a time. The API's event loop only waits for answers, so a long query no longer
 * stops /healthz, sockets or other requests (issue 24).
 */
export class PgliteThread implements PgliteConnection {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private failure: Error | null = null;
  private readonly turns = new Turns();
  readonly ready: Promise<void>;

  /** Opens PGlite in a new thread; await `ready` before the first query. */
  static async start(options: {
    dataDir: string | null;
    loadDataDirPath: string | null;
  }): Promise<PgliteThread> {
    return new PgliteThread({ ...options, modules: await compiledModules() });
  }

  private constructor(options: {
    dataDir: string | null;
    loadDataDirPath: string | null;
    modules: CompiledModules | null;
  }) {
    this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: options });
    this.ready = new Promise((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }));
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) =>
      this.fail(new Error(`The embedded database's thread stopped (exit code ${code}).`)),
    );
  }

  private settle(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(rebuildError(reply.error));
    this.keepAliveWhileWaiting();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  /** An idle database must not keep the process alive; one a caller awaits must. */
  private keepAliveWhileWaiting(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private send<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const answer = new Promise<T>((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    this.worker.postMessage({ id, ...request });
    this.keepAliveWhileWaiting();
    return answer;
  }

  private direct: PgliteConnection = {
    query: <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      this.send<Results & { rows: T[] }>({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        // Drizzle's parsers for these types return the text unchanged (it maps dates itself).
        rawTypes: Object.keys(options.parsers ?? {}).map(Number),
      }),
    exec: (sql: string) => this.send<Results[]>({ op: 'exec', sql }),
  };

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }> {
    return this.turns.run(databasePriority(), () => this.direct.query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.turns.run(databasePriority(), () => this.direct.exec(sql));
  }

  transaction<T>(work: (tx: PgliteConnection) => Promise<T>): Promise<T> {
    return this.transactionAt(databasePriority(), work);
  }

  private transactionAt<T>(
    priority: DatabasePriority,
    work: (tx: PgliteConnection) => Promise<T>,
  ): Promise<T> {
    return this.turns.run(priority, async () => {
      await this.direct.exec('BEGIN');
      let result: T;
      try {
        result = await work(this.direct);
      } catch (error) {
        await this.direct.exec('ROLLBACK');
        throw error;
      }
      await this.direct.exec('COMMIT');
      return result;
    });
  }

  /**
   * The same connection with every turn queued at `priority`, whatever the caller's context: the
   * handle's backgroundDb (jobs, exports) is this at 'background'.
   */
  atPriority(priority: DatabasePriority): PgliteConnection & Pick<PgliteThread, 'transaction'> {
    return {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.turns.run(priority, () => this.direct.query<T>(sql, params, options)),
      exec: (sql: string) => this.turns.run(priority, () => this.direct.exec(sql)),
      transaction: <T>(work: (tx: PgliteConnection) => Promise<T>) => this.transactionAt(priority, work),
    };
  }

  /** Turns waiting for the connection, by priority. */
  waiting(): ReturnType<Turns['waiting']> {
    return this.turns.waiting();
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.turns.run('background', () => this.send<ArrayBuffer>({ op: 'dump' }));
    return new Blob([bytes], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.turns.run('background', () => this.send({ op: 'close' }));
    this.failure ??= new Error('The embedded database is closed.');
    await this.worker.terminate();
  }
}
