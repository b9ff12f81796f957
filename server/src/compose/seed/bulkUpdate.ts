import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';

export type SqlType =
  'text' | 'bigint' | 'integer' | 'boolean' | 'timestamptz' | 'jsonb' | 'double precision';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): SQL {
  // Identifiers come from the seed's own code, never from input; the check keeps it that way.
  if (!IDENTIFIER.test(name)) throw new Error(`bulkUpdate: bad identifier ${name}`);
  return sql.raw(`"${name}"`);
}

/**
 * UPDATE ... FROM (VALUES ...) in chunks: one statement per up to 1,000 rows instead of one per row.
 * `columns` maps SQL column names to their types; each row holds the key and those columns.
 */
export async function bulkUpdate(
  tx: Tx,
  table: string,
  key: string,
  columns: Record<string, SqlType>,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  const names = Object.keys(columns);
  const size = Math.max(1, Math.min(1000, Math.floor(30_000 / (names.length + 1))));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const values = sql.join(
      chunk.map((row) => {
        const cells = [sql`${row[key]}::text`];
        for (const name of names) {
          const type = columns[name]!;
          const raw = row[name];
          // Both drivers take text for every type; Dates and JSON are written out here.
          const value =
            raw instanceof Date
              ? raw.toISOString()
              : type === 'jsonb' && raw != null
                ? JSON.stringify(raw)
                : raw;
          cells.push(sql`${value ?? null}::${sql.raw(type)}`);
        }
        return sql`(${sql.join(cells, sql`, `)})`;
      }),
      sql`, `,
    );
    const sets = sql.join(
      names.map((name) => sql`${ident(name)} = v.${ident(name)}`),
      sql`, `,
    );
    const aliases = sql.join([ident(key), ...names.map(ident)], sql`, `);
    await tx.execute(
      sql`UPDATE ${ident(table)} AS t SET ${sets} FROM (VALUES ${values}) AS v(${aliases}) WHERE t.${ident(key)} = v.${ident(key)}`,
    );
  }
}
