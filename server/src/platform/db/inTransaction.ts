import type { EventBus } from '../realtime/eventBus';
import type { Db, Tx } from './client';
import { Outbox } from './outbox';

/** Runs `work` in one transaction and sends the events it put in the Outbox only once it has committed. */
export async function inTransaction<T>(
  deps: { db: Db; events: EventBus },
  work: (tx: Tx, out: Outbox) => Promise<T>,
): Promise<T> {
  const out = new Outbox();
  const result = await deps.db.transaction((tx) => work(tx, out));
  out.flush(deps.events);
  return result;
}
