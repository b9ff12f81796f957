import { sql, type SQL } from 'drizzle-orm';
import { LIST_MESSAGES, totalPages } from '@ops/shared/lists/listRequest';
import { MAX_ROWS_PER_PAGE } from '@ops/shared/rules/limits';
import type { StaffLocationPayload } from '@ops/shared/realtime/staffEvents';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { UserError } from '../../platform/errors';

// A staff location as the map reads it is also what NEW_USER_OPS_LOCATION carries (the realtime contract).
export type StaffLocationView = StaffLocationPayload;

interface Row {
  id: string;
  lat: number;
  lng: number;
  created_at: Date | string;
  error_code: string | null;
  error_message: string | null;
  user_id: string;
  name: string;
  phone_number: string;
}

export function presentLocation(row: Row): StaffLocationView {
  return {
    _id: row.id,
    lat: row.lat,
    lng: row.lng,
    createdAt: new Date(row.created_at).toISOString(),
    // An app error without a message still says which code it was.
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    user: { _id: row.user_id, name: row.name, phoneNumber: row.phone_number },
  };
}

const SELECT = sql`SELECT l.id, l.lat, l.lng, l.created_at, l.error_code, l.error_message, l.user_id, u.name, u.phone_number
  FROM staff_locations l JOIN users u ON u.id = l.user_id`;

function paging(args: { pageNumber?: number | null; rowsPerPage?: number | null }) {
  const pageNumber = args.pageNumber ?? 1;
  const rowsPerPage = args.rowsPerPage ?? 25;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new UserError(LIST_MESSAGES.pageNumber);
  if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1 || rowsPerPage > MAX_ROWS_PER_PAGE)
    throw new UserError(LIST_MESSAGES.rowsPerPage);
  return { limit: rowsPerPage, offset: (pageNumber - 1) * rowsPerPage };
}

async function page(
  deps: Pick<Deps, 'db'>,
  where: SQL,
  args: { pageNumber?: number | null; rowsPerPage?: number | null },
) {
  const { limit, offset } = paging(args);
  const [rows, [counted]] = await Promise.all([
    queryRows<Row>(
      deps.db,
      sql`${SELECT} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    queryRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM staff_locations l JOIN users u ON u.id = l.user_id WHERE ${where}`,
    ),
  ]);
  const total = Number(counted?.n ?? 0);
  return { locations: rows.map(presentLocation), totalRows: total, totalPages: totalPages(total, limit) };
}

/** fetchUserLocations: one staff member's reports, newest first. */
export function fetchUserLocations(
  deps: Pick<Deps, 'db'>,
  args: { userId: string; pageNumber?: number | null; rowsPerPage?: number | null },
) {
  return page(deps, sql`l.user_id = ${args.userId}`, args);
}

/** fetchUserOpsLocations: every report, newest first; the search matches a name or phone. */
export function fetchUserOpsLocations(
  deps: Pick<Deps, 'db'>,
  args: { pageNumber?: number | null; rowsPerPage?: number | null; searchTerm?: string | null },
) {
  const term = args.searchTerm?.trim().toLowerCase();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return page(
    deps,
    pattern ? sql`(lower(u.name) LIKE ${pattern} OR u.phone_number LIKE ${pattern})` : sql`true`,
    args,
  );
}

const MAP_WINDOW_HOURS = 24;

/** fetchUserOpsLocationsMap: the newest report of each staff member heard from in the last day. */
export async function fetchUserOpsLocationsMap(
  deps: Pick<Deps, 'db' | 'clock'>,
): Promise<StaffLocationView[]> {
  const since = new Date(deps.clock.now().getTime() - MAP_WINDOW_HOURS * 3_600_000);
  const rows = await queryRows<Row>(
    deps.db,
    sql`SELECT DISTINCT ON (l.user_id) l.id, l.lat, l.lng, l.created_at, l.error_code, l.error_message, l.user_id, u.name, u.phone_number
        FROM staff_locations l JOIN users u ON u.id = l.user_id
        WHERE l.created_at >= ${since.toISOString()}
        ORDER BY l.user_id, l.created_at DESC, l.id DESC`,
  );
  return rows.map(presentLocation);
}
