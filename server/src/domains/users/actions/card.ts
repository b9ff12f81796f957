import { eq } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { users } from '../../../platform/session/tables';
import { runUserAction, type UserActionResult } from './target';

export const CARD_MESSAGES = {
  noCard: 'This user has no saved card.',
  removed: 'Card has been removed.',
} as const;

/**
 * Remove card (users.REMOVE_CARD): the rider pays from the balance again and the card's
 * gateway is forgotten. We keep no card numbers, so there is nothing else to erase.
 */
export async function removeUserCard(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string },
): Promise<UserActionResult> {
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'removeCard', name: 'removeUserCard' },
    async (tx, target, now) => {
      if (target.paymentMethod !== 'card') throw new UserError(CARD_MESSAGES.noCard);
      await tx
        .update(users)
        .set({ paymentMethod: 'balance', gateway: null, updatedAt: now })
        .where(eq(users.id, target.id));
      return {
        before: { paymentMethod: target.paymentMethod, gateway: target.gateway },
        after: { paymentMethod: 'balance', gateway: null },
        result: { _id: target.id, message: CARD_MESSAGES.removed },
      };
    },
  );
}
