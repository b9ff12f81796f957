import { asc, desc, eq, sql } from 'drizzle-orm';
import { likePrefix } from '@ops/shared/rules/userSearch';
import {
  mayQuickFind,
  QUICK_FIND_PER_KIND,
  quickFindTermError,
  quickFindTermSearchable,
  type QuickFindKind,
} from '@ops/shared/rules/quickFind';
import { cleanSearchTerm } from '@ops/shared/rules/searchTerm';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { UserError } from '../../platform/errors';
import { mayListRides } from '../rides';
import { rides } from '../rides';
import { tasks } from '../tasks';
import { searchCondition } from '../users';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';

export interface QuickFindHit {
  kind: QuickFindKind;
  _id: string;
  label: string;
  detail: string | null;
}

type Finder = (deps: Deps, session: SessionInfo, term: string) => Promise<QuickFindHit[]>;

/** searchUsers' own condition (prefixes of phone, name, email, national ID; migration 0007). */
const findRiders: Finder = async (deps, _session, term) => {
  const where = searchCondition(term);
  if (!where) return [];
  const rows = await deps.db
    .select({ id: users.id, name: users.name, phone: users.phoneNumber })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(QUICK_FIND_PER_KIND);
  return rows.map((row) => ({ kind: 'rider', _id: row.id, label: row.name, detail: row.phone }));
};

/** The Scooters list's code filter (a lower-cased prefix; migration 0050 gives it an index). */
const findVehicles: Finder = async (deps, _session, term) => {
  const rows = await deps.db
    .select({ id: vehicles.id, code: vehicles.code, area: areas.name })
    .from(vehicles)
    .leftJoin(areas, eq(areas.id, vehicles.areaId))
    .where(sql`lower(${vehicles.code}) like ${likePrefix(term.toLowerCase())}`)
    .orderBy(sql`lower(${vehicles.code})`)
    .limit(QUICK_FIND_PER_KIND);
  return rows.map((row) => ({ kind: 'vehicle', _id: row.id, label: row.code, detail: row.area }));
};

/** A ride by its whole id (the primary key), shown only under the ride page's own rule. */
const findRides: Finder = async (deps, session, term) => {
  const rows = await deps.db
    .select({ id: rides.id, status: rides.status, userId: rides.userId, vehicleId: rides.vehicleId })
    .from(rides)
    .where(eq(rides.id, term))
    .limit(1);
  return rows
    .filter((row) => mayListRides(session, { user: row.userId, scooter: row.vehicleId }))
    .map((row) => ({ kind: 'ride', _id: row.id, label: row.id, detail: row.status }));
};

const findTasks: Finder = async (deps, _session, term) => {
  const rows = await deps.db
    .select({ id: tasks.id, type: tasks.type, status: tasks.status })
    .from(tasks)
    .where(eq(tasks.id, term))
    .limit(1);
  return rows.map((row) => ({
    kind: 'task',
    _id: row.id,
    label: row.id,
    detail: `${row.type} · ${row.status}`,
  }));
};

/** Areas are a few dozen rows: a contains-match reads them all cheaply and finds 'Maadi' in 'New Maadi'. */
const findAreas: Finder = async (deps, _session, term) => {
  const rows = await deps.db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(sql`lower(${areas.name}) like ${`%${likePrefix(term.toLowerCase())}`}`)
    .orderBy(asc(areas.name))
    .limit(QUICK_FIND_PER_KIND);
  return rows.map((row) => ({ kind: 'area', _id: row.id, label: row.name, detail: null }));
};

const FINDERS: Record<QuickFindKind, Finder> = {
  rider: findRiders,
  vehicle: findVehicles,
  ride: findRides,
  task: findTasks,
  area: findAreas,
};

/**
 * quickFind (issue 28 item 4): every kind the caller's role may read, each bounded to
 * QUICK_FIND_PER_KIND rows and each on an index or a primary key, so one keystroke costs
 * a handful of index probes whatever the size of the data.
 */
export async function quickFind(deps: Deps, session: SessionInfo, rawTerm: string): Promise<QuickFindHit[]> {
  const problem = quickFindTermError(rawTerm);
  if (problem) throw new UserError(problem);
  const term = cleanSearchTerm(rawTerm).trim();
  if (!quickFindTermSearchable(term)) return [];
  const kinds = (Object.keys(FINDERS) as QuickFindKind[]).filter((kind) => mayQuickFind(session.role, kind));
  const found = await Promise.all(kinds.map((kind) => FINDERS[kind](deps, session, term)));
  return found.flat();
}
