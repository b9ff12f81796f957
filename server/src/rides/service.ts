import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { compensatedNotice, remainingCompensation } from '@ops/shared/rules/endRidePay';
import { RIDES_PAGE_SIZE } from '@ops/shared/rules/constants';
import { formatEgp, toEgp, toPiasters } from '@ops/shared/rules/money';
import { can } from '@ops/shared/rules/permissions/can';
import { canEditBalance } from '@ops/shared/rules/permissions/editRules';
import type { Clock, Deps } from '../app/deps';
import { bills } from '../bills/tables';
import type { SessionInfo } from '../auth/sessionTypes';
import type { Tx } from '../db/client';
import { UserError } from '../graphql/errors';
import { rowsPerPageOf } from '../graphql/limits';
import { actorOf, personWithRole } from '../users/people';
import { checkTaskForAction, recordIfInTask } from '../tasks/engine';
import { applyBalanceChange, USER_NOT_FOUND, type WalletLogRow } from '../wallet/ledger';
import { WALLET_MESSAGES } from '../wallet/messages';
import { walletLogViewsByIds, type WalletLogView } from '../wallet/present';
import { checkAmount, checkReason, type ReasonInput } from '../wallet/service';
import { afterRideEnded } from './events';
import { finishRide, lockRide, ridePricePiasters, type RideRow } from './finish';
import { RIDE_MESSAGES } from './messages';
import { rideView, selectRideViews, type RideView } from './present';
import { rides } from './tables';

export interface RideMoneyResult {
  ride: RideView;
  /** The entries this call wrote: the charge, then the compensation, when there were any. */
  walletLogs: WalletLogView[];
}

interface Compensation extends ReasonInput {
  piasters: number;
}

/**
 * Gives back up to the ride's total cost less what was already given (02 §5). Over the
 * cap the whole call fails, so a bad amount changes nothing.
 */
async function compensate(tx: Tx, ride: RideRow, totalCostPiasters: number, comp: Compensation, session: SessionInfo, at: Date, clock: Clock): Promise<WalletLogRow> {
  const already = ride.compensationPiasters;
  const remaining = toPiasters(remainingCompensation(toEgp(totalCostPiasters), toEgp(already)));
  if (comp.piasters > remaining) {
    throw new UserError(already > 0 ? compensatedNotice(toEgp(already).toFixed(2)) : RIDE_MESSAGES.compensationExceedsCost);
  }
  const log = await applyBalanceChange(tx, {
    userId: ride.userId,
    differencePiasters: comp.piasters,
    type: 'MANUAL_INPUT',
    clock,
    dashboardUserId: session.user._id,
    additionalReason: comp.additionalReason!.trim(),
    customComment: comp.customComment?.trim() || null,
    rideId: ride.id,
  });
  await tx.update(rides).set({ compensationPiasters: already + comp.piasters, updatedAt: at }).where(eq(rides.id, ride.id));
  return log;
}

async function mayCompensate(deps: Deps, session: SessionInfo, riderId: string): Promise<void> {
  const rider = await personWithRole(deps.db, riderId);
  if (!rider) throw new UserError(USER_NOT_FOUND);
  if (!canEditBalance(actorOf(session), rider)) throw new UserError(WALLET_MESSAGES.notAllowedBalance);
}

async function answer(deps: Deps, rideId: string, logs: Array<WalletLogRow | null>): Promise<RideMoneyResult> {
  const ride = await rideView(deps, rideId);
  return { ride: ride!, walletLogs: await walletLogViewsByIds(deps.db, logs.filter((log): log is WalletLogRow => !!log).map((log) => log.id)) };
}

export interface EndRidePayInput extends ReasonInput {
  id: string;
  riderId: string;
  /** EGP to give back (minutes × price per minute in the dialog); 0 for none. */
  balance: number;
  taskId?: string | null;
}

/**
 * 'End and pay' (endRidePayWithSelectedAmount): ends the ongoing ride, charges its price
 * once and, when an amount is chosen, compensates within the ride's cost. The ride row
 * lock makes simultaneous presses queue; the first ends it, the rest find it ended.
 */
export async function endRidePayWithSelectedAmount(deps: Deps, session: SessionInfo, input: EndRidePayInput): Promise<RideMoneyResult> {
  const piasters = checkAmount(input.balance, { allowZero: true, allowNegative: false });
  checkReason(input);
  if (piasters > 0) await mayCompensate(deps, session, input.riderId);
  const at = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    if (ride.userId !== input.riderId) throw new UserError(RIDE_MESSAGES.notThisRider);
    const finished = await finishRide(tx, ride, { endedBy: 'dashboard', endedByUserId: session.user._id, reason: input.additionalReason!.trim(), charge: true, at, clock: deps.clock });
    const compensation = piasters > 0 ? await compensate(tx, finished.ride, finished.pricePiasters, { ...input, piasters }, session, at, deps.clock) : null;
    await recordIfInTask(tx, input.taskId, 'RIDE_END', `End and pay: ${formatEgp(toEgp(finished.pricePiasters))}${piasters > 0 ? `, compensated ${formatEgp(toEgp(piasters))}` : ''}`, session);
    return { finished, compensation };
  });
  await afterRideEnded(deps, result.finished.ride, session.user._id, input.taskId);
  return answer(deps, input.id, [result.finished.chargeLog, result.compensation]);
}

/** 'endRidePay (id)' of 02 §7: end and charge, nothing given back. */
export async function endRidePay(deps: Deps, session: SessionInfo, input: { id: string; taskId?: string | null }): Promise<RideMoneyResult> {
  const at = deps.clock.now();
  const finished = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    const done = await finishRide(tx, ride, { endedBy: 'dashboard', endedByUserId: session.user._id, reason: null, charge: true, at, clock: deps.clock });
    await recordIfInTask(tx, input.taskId, 'RIDE_END', `End and pay: ${formatEgp(toEgp(done.pricePiasters))}`, session);
    return done;
  });
  await afterRideEnded(deps, finished.ride, session.user._id, input.taskId);
  return answer(deps, input.id, [finished.chargeLog]);
}

/** 'End for Free': the ride ends, the bill records its price, the wallet is not touched. */
export async function endRideForFree(deps: Deps, session: SessionInfo, input: { id: string; taskId?: string | null }): Promise<RideMoneyResult> {
  const at = deps.clock.now();
  const finished = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    const done = await finishRide(tx, ride, { endedBy: 'dashboard', endedByUserId: session.user._id, reason: 'End for Free', charge: false, at, clock: deps.clock });
    await recordIfInTask(tx, input.taskId, 'RIDE_END', 'End for Free', session);
    return done;
  });
  await afterRideEnded(deps, finished.ride, session.user._id, input.taskId);
  return answer(deps, input.id, []);
}

export type CompensateInput = EndRidePayInput;

/** compensateWithoutEnding: compensation on a ride, ongoing (priced now) or ended (its bill's total). */
export async function compensateWithoutEnding(deps: Deps, session: SessionInfo, input: CompensateInput): Promise<RideMoneyResult> {
  const piasters = checkAmount(input.balance, { allowNegative: false });
  checkReason(input);
  await mayCompensate(deps, session, input.riderId);
  const at = deps.clock.now();
  const log = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    if (ride.userId !== input.riderId) throw new UserError(RIDE_MESSAGES.notThisRider);
    const total = ride.status === 'ongoing' ? ridePricePiasters(ride, at) : await billedTotal(tx, ride, at);
    const row = await compensate(tx, ride, total, { ...input, piasters }, session, at, deps.clock);
    await recordIfInTask(tx, input.taskId, 'USER_EDIT_BALANCE', `Compensated ${formatEgp(toEgp(piasters))} for ride ${ride.id}`, session);
    return row;
  });
  return answer(deps, input.id, [log]);
}

async function billedTotal(tx: Tx, ride: RideRow, at: Date): Promise<number> {
  if (!ride.billId) return ridePricePiasters(ride, at);
  const [bill] = await tx.select({ total: bills.totalCostPiasters }).from(bills).where(eq(bills.id, ride.billId));
  return bill?.total ?? ridePricePiasters(ride, at);
}

export interface RidesArgs {
  pageNumber?: number | null;
  rowsPerPage?: number | null;
  fieldName?: string | null;
  sortType?: string | null;
  filters?: string | null;
}

const SORTABLE = { createdAt: rides.createdAt, start_time: rides.startTime, time: rides.timeMs } as const;

function parseFilters(text: string | null | undefined): { user?: string; scooter?: string; status?: string } {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return {};
    const record = value as Record<string, unknown>;
    const pick = (key: string) => (typeof record[key] === 'string' && record[key] ? (record[key] as string) : undefined);
    return { user: pick('user'), scooter: pick('scooter'), status: pick('status') };
  } catch {
    throw new UserError('Filters are not valid JSON!');
  }
}

/**
 * The rides list (02 §7) and the User Rides / Vehicle Rides tabs of a task. rides.VIEW_PAGE
 * reads any rides; an agent resolving tasks (task.RESOLVE_TASKS) reads the rides of one
 * user or one vehicle, which is all a task tab asks for.
 */
export async function listRides(deps: Deps, session: SessionInfo, args: RidesArgs): Promise<{ rides: RideView[]; totalRides: number; totalPages: number }> {
  const filters = parseFilters(args.filters);
  const scoped = !!(filters.user || filters.scooter);
  const allowed = can(session.role, { layer: 'rides', permission: 'VIEW_PAGE' }) || (scoped && can(session.role, { layer: 'task', permission: 'RESOLVE_TASKS' }));
  if (!allowed) throw new UserError(RIDE_MESSAGES.notAllowedRides);
  const rowsPerPage = rowsPerPageOf(args.rowsPerPage, RIDES_PAGE_SIZE);
  const pageNumber = Math.max(1, Math.trunc(args.pageNumber ?? 1));
  const where: SQL[] = [];
  if (filters.user) where.push(eq(rides.userId, filters.user));
  if (filters.scooter) where.push(eq(rides.vehicleId, filters.scooter));
  if (filters.status === 'ongoing' || filters.status === 'done') where.push(eq(rides.status, filters.status));
  const condition = where.length ? and(...where) : undefined;
  const column = SORTABLE[(args.fieldName ?? 'createdAt') as keyof typeof SORTABLE] ?? rides.createdAt;
  const order = args.sortType === 'asc' ? [asc(column), asc(rides.id)] : [desc(column), desc(rides.id)];
  const [total] = await deps.db.select({ value: count() }).from(rides).where(condition);
  const totalRides = Number(total?.value ?? 0);
  const list = await selectRideViews(deps, condition, { limit: rowsPerPage, offset: (pageNumber - 1) * rowsPerPage, order });
  return { rides: list, totalRides, totalPages: Math.ceil(totalRides / rowsPerPage) };
}
