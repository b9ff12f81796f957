import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { roundTo } from '@ops/shared/rules/rounding';
import {
  daysInMonth,
  deriveTargetRow,
  monthDate,
  previousMonth,
  type TargetSetInputs,
} from '@ops/shared/rules/targets';
import { TARGET_MESSAGES, readTargetValues, type TargetRowInput } from '@ops/shared/rules/targetValues';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import { recordAudits, type AuditEntry } from '../../platform/audit/record';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { vehicles } from '../vehicles';
import { inputsOf, type TargetView } from './present';
import { checkMonth, loadMonth } from './queries';
import { targets, type TargetRow } from './tables';

type TargetColumns = Omit<
  typeof targets.$inferInsert,
  'id' | 'areaId' | 'year' | 'month' | 'monthDate' | 'createdAt'
>;

/**
 * The stored columns of a row: the inputs, and the derived figures for the whole month, kept in
 * step so a reader of the table alone (a report, the dashboard) finds the same numbers.
 */
function columnsOf(
  inputs: TargetSetInputs,
  year: number,
  month: number,
  session: SessionInfo,
  now: Date,
): TargetColumns {
  const derived = deriveTargetRow(inputs, daysInMonth(year, month));
  return {
    assigned: inputs.assigned,
    operatingCap: inputs.operatingCap,
    operating: derived.operating,
    ratio: inputs.ratio,
    ratioTargetComms: derived.ratioTargetComms,
    rides: derived.rides,
    totalRpvPiasters: Math.round(inputs.totalRPV * 100),
    totalRevPiasters: Math.round(derived.totalREV * 100),
    activeRatio: inputs.activeRatio,
    urgentRatio: inputs.urgentRatio,
    riders: inputs.riders,
    newUsers: inputs.newUsers,
    awaitingInspectionMinutes: inputs.awaitngInspectionMinutesAverage,
    ratingsFourPlusPercentage: inputs.ratingsAboveOrEqualFourPercentage,
    lostRevPercentage: inputs.lostREVSPercentage,
    updatedById: session.user._id,
    updatedAt: now,
  };
}

function inputsOfValues(row: TargetRowInput): TargetSetInputs {
  const { area: _area, ...inputs } = row;
  // RPV is money: the grid sends EGP, the row keeps whole piasters.
  return { ...inputs, totalRPV: roundTo(inputs.totalRPV) };
}

function sameInputs(a: TargetSetInputs, b: TargetSetInputs): boolean {
  return (Object.keys(a) as Array<keyof TargetSetInputs>).every((key) => a[key] === b[key]);
}

function audit(
  session: SessionInfo,
  row: { id: string; areaId: string; year: number; month: number },
  action: string,
  before: object,
  after: object,
  at: Date,
): AuditEntry {
  return {
    targetUserId: null,
    subject: { type: 'target', id: row.id },
    actorId: session.user._id,
    action,
    before: { ...before },
    after: { area: row.areaId, year: row.year, month: row.month, ...after },
    at,
  };
}

async function areaNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(inArray(areas.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * updateTargetInMonth(year, month, values as string) (target.SET, in the schema): every row is
 * checked first (shared/rules/targetValues.ts, the grid's own check), then all are written in
 * one transaction or none. The month's rows are locked in area order, so two editors saving at
 * once queue instead of deadlocking; the later save wins, and both are in the audit trail.
 */
export async function updateTargetInMonth(
  deps: Deps,
  session: SessionInfo,
  args: { year: number; month: number; values: string },
): Promise<TargetView[]> {
  checkMonth(args.year, args.month);
  const read = readTargetValues(args.values);
  if (!read.ok) throw new UserError(read.message);
  const wanted = new Map(read.rows.map((row) => [row.area, inputsOfValues(row)]));
  const areaIds = [...wanted.keys()].sort();
  return deps.db.transaction(async (tx) => {
    const known = await areaNames(tx, areaIds);
    if (known.size !== areaIds.length) throw new UserError(TARGET_MESSAGES.areaNotFound);
    const now = deps.clock.now();
    const existing = await tx
      .select()
      .from(targets)
      .where(
        and(eq(targets.year, args.year), eq(targets.month, args.month), inArray(targets.areaId, areaIds)),
      )
      .orderBy(asc(targets.areaId))
      .for('update');
    const byArea = new Map(existing.map((row) => [row.areaId, row]));
    const entries: AuditEntry[] = [];
    for (const areaId of areaIds) {
      const inputs = wanted.get(areaId)!;
      const row: TargetRow | undefined = byArea.get(areaId);
      const columns = columnsOf(inputs, args.year, args.month, session, now);
      if (row) {
        const before = inputsOf(row);
        if (sameInputs(before, inputs)) continue;
        await tx.update(targets).set(columns).where(eq(targets.id, row.id));
        entries.push(audit(session, row, 'updateTargetInMonth', before, inputs, now));
      } else {
        const id = newId();
        const base = {
          id,
          areaId,
          year: args.year,
          month: args.month,
          monthDate: monthDate(args.year, args.month),
          createdAt: now,
        };
        // A row another editor added a moment ago is updated instead (the unique month-area key decides).
        const [written] = await tx
          .insert(targets)
          .values({ ...base, ...columns })
          .onConflictDoUpdate({ target: [targets.areaId, targets.year, targets.month], set: columns })
          .returning({ id: targets.id });
        entries.push(audit(session, { ...base, id: written!.id }, 'updateTargetInMonth', {}, inputs, now));
      }
    }
    await recordAudits(tx, entries);
    return loadMonth(tx, args.year, args.month);
  });
}

const ZERO_INPUTS: TargetSetInputs = {
  assigned: 0,
  operatingCap: 0,
  ratio: 0,
  totalRPV: 0,
  activeRatio: 0,
  urgentRatio: 0,
  riders: 0,
  newUsers: 0,
  awaitngInspectionMinutesAverage: 0,
  ratingsAboveOrEqualFourPercentage: 0,
  lostREVSPercentage: 0,
};

/**
 * addAreaToTarget(year, month, area) -> areaName, assigned (02 §7): a new row for the area with
 * assigned set to the vehicles it holds now (those not in storage), every other value 0 for
 * the grid to fill. An area already in the month is refused in words.
 */
export async function addAreaToTarget(
  deps: Deps,
  session: SessionInfo,
  args: { year: number; month: number; area: string },
): Promise<{ areaName: string; assigned: number }> {
  checkMonth(args.year, args.month);
  return deps.db.transaction(async (tx) => {
    const name = (await areaNames(tx, [args.area])).get(args.area);
    if (name === undefined) throw new UserError(TARGET_MESSAGES.areaNotFound);
    const [fleet] = await tx
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.areaId, args.area), eq(vehicles.isInStorage, false)));
    const assigned = Number(fleet?.n ?? 0);
    const now = deps.clock.now();
    const inputs = { ...ZERO_INPUTS, assigned };
    const base = {
      id: newId(),
      areaId: args.area,
      year: args.year,
      month: args.month,
      monthDate: monthDate(args.year, args.month),
      createdAt: now,
    };
    const inserted = await tx
      .insert(targets)
      .values({ ...base, ...columnsOf(inputs, args.year, args.month, session, now) })
      .onConflictDoNothing({ target: [targets.areaId, targets.year, targets.month] })
      .returning({ id: targets.id });
    if (inserted.length === 0) throw new UserError(TARGET_MESSAGES.areaAlreadyThere);
    await recordAudits(tx, [audit(session, base, 'addAreaToTarget', {}, inputs, now)]);
    return { areaName: name, assigned };
  });
}

/**
 * duplicateTargetsForLastMonth(year, month) (02 §7): last month's inputs become this month's
 * for every area this month does not have yet (what was already set here stays); the derived
 * figures follow this month's day count. Nothing last month is refused in words.
 */
export async function duplicateTargetsForLastMonth(
  deps: Deps,
  session: SessionInfo,
  args: { year: number; month: number },
): Promise<TargetView[]> {
  checkMonth(args.year, args.month);
  const last = previousMonth(args.year, args.month);
  return deps.db.transaction(async (tx) => {
    const source = await tx
      .select()
      .from(targets)
      .where(and(eq(targets.year, last.year), eq(targets.month, last.month)))
      .orderBy(asc(targets.areaId));
    if (source.length === 0) throw new UserError(TARGET_MESSAGES.nothingLastMonth);
    const now = deps.clock.now();
    const copies = source.map((row) => {
      const inputs = inputsOf(row);
      return {
        inputs,
        from: row.id,
        values: {
          id: newId(),
          areaId: row.areaId,
          year: args.year,
          month: args.month,
          monthDate: monthDate(args.year, args.month),
          createdAt: now,
          ...columnsOf(inputs, args.year, args.month, session, now),
        },
      };
    });
    const inserted = await tx
      .insert(targets)
      .values(copies.map((copy) => copy.values))
      .onConflictDoNothing({ target: [targets.areaId, targets.year, targets.month] })
      .returning({ id: targets.id });
    const written = new Set(inserted.map((row) => row.id));
    await recordAudits(
      tx,
      copies
        .filter((copy) => written.has(copy.values.id))
        .map((copy) =>
          audit(
            session,
            copy.values,
            'duplicateTargetsForLastMonth',
            { copiedFrom: copy.from },
            copy.inputs,
            now,
          ),
        ),
    );
    return loadMonth(tx, args.year, args.month);
  });
}
