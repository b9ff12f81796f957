/**
 * Said at every start on the embedded database (and in the README's configuration section).
 * PGlite 0.5's Node filesystem has no fsync: PostgreSQL's syncs return success without
 * reaching the disk, whatever `fsync` says (bench/RESULTS.md, "embedded database durability").
 */
export function embeddedDatabaseWarning(dataDir: string): string {
  return (
    `Embedded database (PGlite) in ${dataDir}: a single-machine store that is not safe against power loss ` +
    'or an operating-system crash (its writes are never synced to disk, so committed changes can be lost ' +
    'or the folder corrupted). For real operations use PostgreSQL: set DATABASE_URL.'
  );
}
