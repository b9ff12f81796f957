import { and, asc, count, desc, eq, gt, inArray, isNull, lt, gte, type SQL } from 'drizzle-orm';
import {
  ACTIVE_WINDOW_DAYS,
  describeSegment,
  PUSH_MESSAGES,
  pushInputError,
  type PushSegment,
} from '@ops/shared/rules/pushNotification';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { UserError } from '../../platform/errors';
import { rowsPerPageOf } from '../../platform/graphql/limits';
import { recordIntegrationUsage } from '../../platform/integrations/usage';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { pushProvider } from './provider';
import { pushNotifications } from './tables';

const BATCH = 1000;

/** The riders a segment reaches at `now`: active rider accounts, by area, activity and balance. */
export function segmentCondition(segment: PushSegment, now: Date): SQL {
  const parts: SQL[] = [eq(users.type, 'user'), eq(users.active, true)];
  if (segment.areaIds.length > 0) parts.push(inArray(users.areaId, segment.areaIds));
  const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000);
  if (segment.activity === 'activeLast30Days') parts.push(gte(users.lastRideAt, since));
  if (segment.activity === 'inactiveLast30Days') parts.push(lt(users.lastRideAt, since));
  if (segment.activity === 'neverRode') parts.push(isNull(users.lastRideAt));
  if (segment.balance === 'negative') parts.push(lt(users.balancePiasters, 0));
  if (segment.balance === 'zero') parts.push(eq(users.balancePiasters, 0));
  if (segment.balance === 'positive') parts.push(gt(users.balancePiasters, 0));
  return and(...parts)!;
}

function readSegment(segment: PushSegment): PushSegment {
  const clean = {
    areaIds: [...new Set(segment.areaIds)],
    activity: segment.activity,
    balance: segment.balance,
  } as PushSegment;
  const problem = pushInputError({ title: 'x', body: 'x', segment: clean });
  if (problem) throw new UserError(problem);
  return clean;
}

export async function countPushAudience(deps: Deps, input: { segment: PushSegment }): Promise<number> {
  const segment = readSegment(input.segment);
  const [row] = await deps.db
    .select({ n: count() })
    .from(users)
    .where(segmentCondition(segment, deps.clock.now()));
  return Number(row?.n ?? 0);
}

type Row = typeof pushNotifications.$inferSelect;

async function views(deps: Deps, rows: readonly Row[]) {
  const areaIds = [...new Set(rows.flatMap((row) => row.segment.areaIds))];
  const userIds = [...new Set(rows.map((row) => row.createdBy).filter((id): id is string => !!id))];
  const [areaNames, people] = await Promise.all([
    areaIds.length
      ? deps.db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, areaIds))
      : Promise.resolve([]),
    userIds.length
      ? deps.db
          .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    body: row.body,
    segment: { ...row.segment, areaIds: [...row.segment.areaIds] },
    audience: describeSegment(
      row.segment,
      row.segment.areaIds.map((id) => areaNames.find((area) => area.id === id)?.name ?? id),
    ),
    provider: row.provider,
    targeted: row.targeted,
    delivered: row.delivered,
    failed: row.failed,
    createdBy: people.find((person) => person._id === row.createdBy) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function getPushNotifications(
  deps: Deps,
  input: { pageNumber?: number | null; rowsPerPage?: number | null },
) {
  const rowsPerPage = rowsPerPageOf(input.rowsPerPage, 25);
  const pageNumber = Math.max(1, input.pageNumber ?? 1);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(pushNotifications)
      .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id))
      .limit(rowsPerPage)
      .offset((pageNumber - 1) * rowsPerPage),
    deps.db.select({ n: count() }).from(pushNotifications),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    notifications: await views(deps, rows),
    totalCount,
    totalPages: Math.ceil(totalCount / rowsPerPage),
  };
}

export async function getPushNotification(deps: Deps, input: { id: string }) {
  const rows = await deps.db
    .select()
    .from(pushNotifications)
    .where(eq(pushNotifications.id, input.id))
    .limit(1);
  return (await views(deps, rows))[0] ?? null;
}

/**
 * sendPushNotification (notifications.SEND): every rider of the segment, in batches (a
 * batch in memory at a time), through the push provider; the row keeps the counts the
 * provider reported.
 */
export async function sendPushNotification(
  deps: Deps,
  session: SessionInfo,
  input: { title: string; body: string; segment: PushSegment },
) {
  const problem = pushInputError(input);
  if (problem) throw new UserError(problem);
  const segment = readSegment(input.segment);
  const title = input.title.trim();
  const body = input.body.trim();
  const now = deps.clock.now();
  const provider = pushProvider();
  const where = segmentCondition(segment, now);
  let targeted = 0;
  let delivered = 0;
  let failed = 0;
  let after = '';
  for (;;) {
    const batch = await deps.db
      .select({ id: users.id, deviceId: users.uniqueDeviceId })
      .from(users)
      .where(and(where, gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const result = await provider.send(
      batch.map((rider) => ({ userId: rider.id, deviceId: rider.deviceId, title, body })),
    );
    targeted += batch.length;
    delivered += result.delivered;
    failed += result.failed;
    after = batch[batch.length - 1]!.id;
    if (batch.length < BATCH) break;
  }
  if (targeted === 0) throw new UserError(PUSH_MESSAGES.noRiders);
  const [row] = await deps.db
    .insert(pushNotifications)
    .values({
      id: newId(),
      title,
      body,
      segment,
      provider: provider.name,
      targeted,
      delivered,
      failed,
      createdBy: session.user._id,
      createdAt: now,
    })
    .returning();
  await recordIntegrationUsage(deps.db, 'push', now, targeted);
  return (await views(deps, [row!]))[0]!;
}
