/**
 * What durable commits would cost on the embedded database (issue 6, item 16), and whether
 * anything reaches the disk at all. Three ways of opening PGlite on a folder:
 *
 * - `asShipped`: PGlite's defaults, as the server opens it (`-F`: fsync = off).
 * - `fsyncOn`: the same without `-F` (fsync = on). PostgreSQL now asks for syncs, but PGlite's
 *   Node filesystem (Emscripten NODEFS) has no fsync callback and the WASM side's fdatasync
 *   returns success without calling the host: expected host syncs = 0.
 * - `hostFsync`: fsync = on, `wal_sync_method = fsync` (fdatasync is the no-op path) and NODEFS's
 *   private `stream_ops.fsync` replaced by one calling the host's fsync. An experiment, not
 *   what the server does: see RESULTS.md for why.
 *
 * Each mode: migrate + demo seed (one transaction) + close (the shutdown checkpoint, where data
 * files would be synced), then reopen and run 1,000 wallet edits, each its own committed
 * transaction through the ledger. Host syncs are counted by wrapping node:fs's sync calls, which
 * PGlite's glue reaches through the module object.
 */
import { createRequire } from 'node:module';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { systemClock } from '../server/src/platform/deps';
import { pgliteHandle, type DatabaseHandle } from '../server/src/platform/db/client';
import { migrate } from '../server/src/platform/db/migrate';
import { newId } from '../server/src/platform/lib/ids';
import { seedDemoData } from '../server/src/compose/seed/index';
import { users } from '../server/src/platform/session/tables';
import { applyBalanceChange } from '../server/src/domains/wallet/ledger';

type Mode = 'asShipped' | 'fsyncOn' | 'hostFsync';

// The CommonJS object: PGlite's glue calls `fs.fsyncSync(...)` on it, so wrapping its properties counts real calls.
const nodeFs = createRequire(import.meta.url)('node:fs') as typeof import('node:fs');
let hostSyncs = 0;
/** Time spent inside those calls: the disk's part of the cost, less blurred by a busy CPU than wall time. */
let hostSyncMs = 0;

/** Counts host sync calls until the returned function restores node:fs. */
function countHostSyncs(): () => void {
  const originals = { fsyncSync: nodeFs.fsyncSync, fdatasyncSync: nodeFs.fdatasyncSync };
  for (const name of ['fsyncSync', 'fdatasyncSync'] as const) {
    nodeFs[name] = (fd: number) => {
      hostSyncs += 1;
      const started = performance.now();
      originals[name](fd);
      hostSyncMs += performance.now() - started;
    };
  }
  return () => Object.assign(nodeFs, originals);
}

/** PGlite's start parameters (0.5.x `defaultStartParams`) without `-F`. */
const START_WITHOUT_F = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/** The part of the Emscripten module this experiment touches (not in PGlite's types). */
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } };
}

/** NodeFS whose streams sync to the host: replaces a private Emscripten callback. */
class HostSyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = [...((result.emscriptenOpts.preRun as unknown[]) ?? [])];
    preRun.push((mod: EmscriptenModule) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) nodeFs.fsyncSync(stream.nfd);
        return 0;
      };
    });
    return {
      ...result,
      emscriptenOpts: { ...result.emscriptenOpts, preRun } as typeof result.emscriptenOpts,
    };
  }
}

function optionsFor(mode: Mode, dir: string): PGliteOptions {
  if (mode === 'asShipped') return { dataDir: dir };
  if (mode === 'fsyncOn') return { dataDir: dir, startParams: START_WITHOUT_F };
  return { fs: new HostSyncingNodeFS(dir), startParams: [...START_WITHOUT_F, '-c', 'wal_sync_method=fsync'] };
}

async function open(mode: Mode, dir: string): Promise<{ client: PGlite; handle: DatabaseHandle }> {
  const client = await PGlite.create(optionsFor(mode, dir));
  return { client, handle: pgliteHandle(client) };
}

async function runMode(mode: Mode, scale: number) {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `ops-durability-${mode}-`));
  try {
    const first = await open(mode, dir);
    const fsync = (await first.client.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync;
    const walSyncMethod = (await first.client.query<{ wal_sync_method: string }>('SHOW wal_sync_method'))
      .rows[0]?.wal_sync_method;
    await migrate(first.handle);
    let syncsBefore = hostSyncs;
    let syncMsBefore = hostSyncMs;
    let started = performance.now();
    await seedDemoData(first.handle.db, { scale, dataDir: dir });
    const seedMs = performance.now() - started;
    const closeStarted = performance.now();
    await first.handle.close();
    const seedCloseMs = performance.now() - closeStarted;
    const seedHostSyncs = hostSyncs - syncsBefore;
    const seedHostSyncMs = hostSyncMs - syncMsBefore;

    const second = await open(mode, dir);
    const riderId = newId();
    await second.handle.db
      .insert(users)
      .values({ id: riderId, name: 'Durability rider', phoneNumber: '+201099999999', type: 'user' });
    syncsBefore = hostSyncs;
    syncMsBefore = hostSyncMs;
    started = performance.now();
    for (let i = 0; i < 1000; i += 1) {
      await second.handle.db.transaction((tx) =>
        applyBalanceChange(tx, {
          userId: riderId,
          differencePiasters: 100,
          type: 'MANUAL_INPUT',
          clock: systemClock,
          additionalReason: 'Compensation',
        }),
      );
    }
    const walletEditsMs = performance.now() - started;
    const walletHostSyncs = hostSyncs - syncsBefore;
    const walletHostSyncMs = hostSyncMs - syncMsBefore;
    await second.handle.close();
    return {
      fsync,
      walSyncMethod,
      seedMs: Math.round(seedMs),
      seedCloseMs: Math.round(seedCloseMs),
      seedHostSyncs,
      seedHostSyncMs: Math.round(seedHostSyncMs),
      walletEdits1000Ms: Math.round(walletEditsMs),
      walletEditMeanMs: Number((walletEditsMs / 1000).toFixed(2)),
      walletHostSyncs,
      walletHostSyncMs: Math.round(walletHostSyncMs),
    };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

export async function pgliteDurability() {
  const scale = Number(process.env.BENCH_SEED_SCALE ?? '1');
  const modes: Mode[] = ['asShipped', 'fsyncOn', 'hostFsync'];
  const results: Record<string, Awaited<ReturnType<typeof runMode>>> = {};
  const restore = countHostSyncs();
  try {
    for (const mode of modes) {
      process.stderr.write(`  pgliteDurability: ${mode}...\n`);
      results[mode] = await runMode(mode, scale);
    }
  } finally {
    restore();
  }
  return {
    name: 'embedded database (PGlite) durability: seed and 1,000 wallet edits per way of opening it',
    seedScale: scale,
    dataDirFilesystem: 'os.tmpdir()',
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
    ...results,
  };
}
