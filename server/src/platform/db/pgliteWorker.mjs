// The embedded database's own thread (see pgliteThread.ts). PGlite runs a query to its end
// without yielding, so in the API's thread one long query would stop every request; here it
// stops only this thread. Plain JavaScript: it is loaded as is by tsx, vitest and the bundle.
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string | null, loadDataDirPath: string | null, modules: object | null }} */
const { dataDir, loadDataDirPath, modules } = workerData;

async function open() {
  // modules: PGlite's WebAssembly compiled once by the process (pgliteThread.ts).
  const options = {
    ...(modules ?? {}),
    ...(loadDataDirPath ? { loadDataDir: new Blob([await fs.readFile(loadDataDirPath)]) } : {}),
  };
  return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
}

const ready = open();

/** Parsers cannot cross threads: the caller names the types it wants as PostgreSQL's text. */
function queryOptions(message) {
  const parsers = {};
  for (const oid of message.rawTypes ?? []) parsers[oid] = (value) => value;
  return { rowMode: message.rowMode ?? 'object', parsers };
}

/** A PostgreSQL error's fields (code, constraint, detail…) travel as plain data. */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

async function run(database, message) {
  switch (message.op) {
    case 'query': {
      const result = await database.query(message.sql, message.params ?? [], queryOptions(message));
      return { result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } };
    }
    case 'exec': {
      const results = await database.exec(message.sql);
      return {
        result: results.map((one) => ({
          rows: one.rows,
          fields: one.fields,
          affectedRows: one.affectedRows,
        })),
      };
    }
    case 'dump': {
      const bytes = await (await database.dumpDataDir('gzip')).arrayBuffer();
      return { result: bytes, transfer: [bytes] };
    }
    case 'close':
      await database.close();
      return { result: null };
    default:
      throw new Error(`unknown operation ${String(message.op)}`);
  }
}

parentPort.on('message', async (message) => {
  try {
    const database = await ready;
    const { result, transfer } = await run(database, message);
    parentPort.postMessage({ id: message.id, ok: true, result }, transfer ?? []);
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: serializeError(error) });
  }
});

ready.then(
  () => parentPort.postMessage({ id: 0, ok: true, result: 'ready' }),
  (error) => parentPort.postMessage({ id: 0, ok: false, error: serializeError(error) }),
);
