const MEMO = Symbol('one database memo');
type Memoed = { [MEMO]?: Map<string, unknown> };

/**
 * What a process keeps in memory about one database (a summary of an aggregate, say), shared by
 * its handles: the requests' db and the jobs' backgroundDb are different objects over the same
 * data, and a summary the job refreshes is the one the page reads.
 */
export function shareMemo(...dbs: object[]): void {
  const memo = new Map<string, unknown>();
  for (const db of dbs) (db as Memoed)[MEMO] = memo;
}

const unshared = new WeakMap<object, Map<string, unknown>>();

/** The database's memo (`db`: a Drizzle Db); a Db not made by openDatabase (a tool's own PGlite) gets one of its own. */
export function memoOf(db: object): Map<string, unknown> {
  const shared = (db as Memoed)[MEMO];
  if (shared) return shared;
  let own = unshared.get(db);
  if (!own) {
    own = new Map();
    unshared.set(db, own);
  }
  return own;
}
