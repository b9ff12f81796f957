import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/lib/ids';
import { createIdVerificationTask } from '../tasks';
import { users } from '../../platform/session/tables';
import { idVerifications } from './tables';

/**
 * A rider sends their ID (the rider app's side, which this product does not have): the
 * simulator and the development route /dev/id-verification use this one path, so every new
 * pending verification is announced on NEW_PENDING_VERIFICATION (the pending counters and
 * the ID verification list hear it, 03 §2.3) and gets its IdVerification task.
 * `offset` picks among riders who never sent one; returns the new id, or null when none is left.
 */
export async function submitPendingVerification(
  deps: Deps,
  options: { userId?: string; offset?: number } = {},
): Promise<string | null> {
  const [rider] = options.userId
    ? [{ id: options.userId }]
    : await deps.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.type, 'user'),
            notExists(
              deps.db
                .select({ one: sql`1` })
                .from(idVerifications)
                .where(eq(idVerifications.userId, users.id)),
            ),
          ),
        )
        .orderBy(asc(users.id))
        .limit(1)
        .offset(options.offset ?? 0);
  if (!rider) return null;
  // Reuse the images of an earlier submission, when the seed made any: the review screen needs real files.
  const [sample] = await deps.db
    .select({
      selfie: idVerifications.selfieImageKey,
      front: idVerifications.frontIdImageKey,
      back: idVerifications.backIdImageKey,
    })
    .from(idVerifications)
    .where(inArray(idVerifications.status, ['accepted', 'declined', 'pending']))
    .limit(1);
  const id = newId();
  await deps.db.insert(idVerifications).values({
    id,
    userId: rider.id,
    status: 'pending',
    selfieImageKey: sample?.selfie ?? null,
    frontIdImageKey: sample?.front ?? null,
    backIdImageKey: sample?.back ?? null,
    deviceId: `sim-${id.slice(0, 8)}`,
    createdAt: deps.clock.now(),
  });
  emitNow(deps.events, (out) =>
    out.toTopic(REALTIME_EVENTS.NEW_PENDING_VERIFICATION, { _id: id, user: rider.id }),
  );
  await createIdVerificationTask(deps, { verificationId: id }).catch((error: unknown) =>
    deps.log.warn({ err: error }, 'id verification: its task failed'),
  );
  return id;
}
