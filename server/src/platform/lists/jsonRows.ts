import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** What one GraphQL field of a row reads, and how it shows it. */
export interface FieldRead<Read, T> {
  reads: ReadonlyArray<keyof Read & string>;
  view: (row: Read) => T;
}

/** A row's fields; the mapped type makes a field without its read a compile error. */
export type FieldReads<Read, View> = { [K in keyof View]-?: FieldRead<Read, View[K]> };

/** The statement's one column for a set of fields, and how its rows become views. */
export interface RowPlan<Read, View> {
  /** json_build_array of the reads the fields need: select it as the statement's one column. */
  row: SQL<unknown[]>;
  /** Whether a selected field reads `key` (a join is made only when something reads through it). */
  reads(key: keyof Read & string): boolean;
  views(rows: ReadonlyArray<{ row: unknown[] }>): Array<Partial<View>>;
}

const dialect = new PgDialect();

/**
 * A time read as its ISO text in UTC (what `Date.toISOString()` gives, microseconds cut as a
 * Date cuts them): PostgreSQL writes it, so no row pays for a Date parsed and printed again.
 */
export const isoTime = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The plans kept per list: pages ask a handful of shapes; the bound keeps odd clients from growing it. */
const MAX_PLANS = 64;

/**
 * The rows of a list page as one JSON array per row (issue 29): the statement reads only the
 * columns the query's selection needs (a bill's gateway response is a large JSON), and the
 * statement's select list and the row mapping are worked out once per selection, not built
 * column by column on every request. JSON values: times come as text, bigints as numbers.
 */
export class JsonRows<Read, View> {
  private readonly readSql: Record<string, string>;
  private readonly plans = new Map<string, RowPlan<Read, View>>();
  private readonly everything: RowPlan<Read, View>;

  constructor(
    reads: { [K in keyof Read & string]: AnyPgColumn | SQL },
    private readonly fields: FieldReads<Read, View>,
    /** A read every row has (the id): json_build_array needs one value even when only __typename is asked. */
    private readonly always: keyof Read & string,
  ) {
    // Rendered once: "bills"."date", an alias's columns, a subquery's text.
    this.readSql = Object.fromEntries(
      Object.entries(reads).map(([key, read]) => [key, dialect.sqlToQuery(sql`${read as SQL}`).sql]),
    );
    this.everything = this.planFor(Object.keys(fields) as Array<keyof View & string>);
  }

  /** The plan for the fields a query selected (names that are not fields, __typename, are left out); every field when none are given. */
  plan(selected?: Iterable<string>): RowPlan<Read, View> {
    if (!selected) return this.everything;
    const names = [...new Set(selected)]
      .filter((name): name is keyof View & string => Object.hasOwn(this.fields, name))
      .sort();
    const key = names.join(' ');
    const known = this.plans.get(key);
    if (known) return known;
    const plan = this.planFor(names);
    if (this.plans.size < MAX_PLANS) this.plans.set(key, plan);
    return plan;
  }

  private planFor(names: ReadonlyArray<keyof View & string>): RowPlan<Read, View> {
    const shows = names.map((name) => [name, this.fields[name].view] as const);
    const keys = [...new Set([this.always, ...names.flatMap((name) => this.fields[name].reads)])];
    const readKeys = new Set<string>(keys);
    return {
      row: sql<unknown[]>`${sql.raw(`json_build_array(${keys.map((key) => this.readSql[key]).join(', ')})`)}`,
      reads: (key) => readKeys.has(key),
      views: (rows) =>
        rows.map(({ row }) => {
          const read: Record<string, unknown> = {};
          for (let i = 0; i < keys.length; i += 1) read[keys[i]!] = row[i];
          const view: Record<string, unknown> = {};
          // The row holds the plan's keys, which are what its fields' views read.
          for (const [name, show] of shows) view[name] = show(read as Read);
          return view as Partial<View>;
        }),
    };
  }
}
