import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { NewUserEvent } from '@ops/shared/realtime/riderEvents';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';

// What NEW_USER carries is in the realtime contract (shared/realtime/riderEvents.ts).
export type { NewUserEvent };

export interface RiderSignUp {
  /** Given by a caller that needs repeatable ids (the simulator); a fresh id otherwise. */
  id?: string;
  name: string;
  phoneNumber: string;
  email?: string | null;
  area?: { _id: string; name: string } | null;
}

/**
 * A rider's account is created (in production by the rider app's sign-up; here by the
 * simulator that stands in for it) and announced as NEW_USER to the Users page's room.
 * The event goes out after the row is written, so a list that refetches on it finds the row.
 */
export async function registerRider(
  deps: Pick<Deps, 'db' | 'events' | 'clock'>,
  input: RiderSignUp,
): Promise<NewUserEvent> {
  const createdAt = deps.clock.now();
  const id = input.id ?? newId();
  await deps.db.insert(users).values({
    id,
    name: input.name,
    phoneNumber: input.phoneNumber,
    email: input.email ?? null,
    type: 'user',
    areaId: input.area?._id ?? null,
    createdAt,
    updatedAt: createdAt,
  });
  const event: NewUserEvent = {
    _id: id,
    name: input.name,
    phoneNumber: input.phoneNumber,
    email: input.email ?? null,
    type: 'user',
    balance: 0,
    area: input.area ?? null,
    createdAt: createdAt.toISOString(),
  };
  emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.NEW_USER, event));
  return event;
}
