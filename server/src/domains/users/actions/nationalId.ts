import { and, eq, sql } from 'drizzle-orm';
import { ID_VERIFICATION_MESSAGES } from '@ops/shared/rules/idVerification';
import { validateNationalId } from '@ops/shared/rules/nationalId';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { findNationalIdHolder, normaliseNationalId, idVerifications } from '../../idVerification';
import { users } from '../../../platform/session/tables';
import { runUserAction, type UserActionResult } from './target';

export const NATIONAL_ID_MESSAGES = {
  required: 'userId and nationalID are required.',
  sameAsNow: 'The user is already verified with this national ID.',
  notTheUsers: 'This is not the national ID the user is verified with.',
  changed: 'National ID has been changed.',
  removed: 'National ID has been removed.',
} as const;

function readInput(input: { userId: string; nationalID: string }): string {
  const nationalId = normaliseNationalId(input.nationalID);
  // 02 §5: "National ID change requires userId and nationalID."
  if (!input.userId?.trim() || !nationalId) throw new UserError(NATIONAL_ID_MESSAGES.required);
  return nationalId;
}

/**
 * changeUserVerifiedNationalID (users.CHANGE_NATIONAL_ID): a valid Egyptian national ID
 * that no other user holds replaces the user's, on the account and on the accepted
 * verification, so the old number is free for its real owner. The advisory lock makes two
 * changes to one number at once take turns, as the ID review does.
 */
export async function changeUserVerifiedNationalID(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; nationalID: string },
): Promise<UserActionResult> {
  const nationalId = readInput(input);
  const invalid = validateNationalId(nationalId, deps.clock.now());
  if (invalid) throw new UserError(invalid);
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'nationalId', name: 'changeUserVerifiedNationalID' },
    async (tx, target, now) => {
      if (target.nationalId === nationalId) throw new UserError(NATIONAL_ID_MESSAGES.sameAsNow);
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`national-id:${nationalId}`}))`);
      const holder = await findNationalIdHolder(tx, nationalId, target.id);
      if (holder)
        throw new UserError(ID_VERIFICATION_MESSAGES.relatedToAnotherUser, {
          relatedUserId: holder.user._id,
        });
      await tx.update(users).set({ nationalId, updatedAt: now }).where(eq(users.id, target.id));
      await tx
        .update(idVerifications)
        .set({ nationalId, lastUpdatedById: session.user._id, updatedAt: now })
        .where(and(eq(idVerifications.userId, target.id), eq(idVerifications.status, 'accepted')));
      return {
        before: { nationalID: target.nationalId },
        after: { nationalID: nationalId },
        result: { _id: target.id, message: NATIONAL_ID_MESSAGES.changed },
      };
    },
  );
}

/**
 * removeUserVerifiedNationalID (users.CHANGE_NATIONAL_ID): the number given must be the
 * user's (a stale page cannot remove a newer one); the account loses it and its accepted
 * verifications become 'removed', so the user must verify again.
 */
export async function removeUserVerifiedNationalID(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; nationalID: string },
): Promise<UserActionResult> {
  const nationalId = readInput(input);
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'nationalId', name: 'removeUserVerifiedNationalID' },
    async (tx, target, now) => {
      if (target.nationalId !== nationalId) throw new UserError(NATIONAL_ID_MESSAGES.notTheUsers);
      await tx.update(users).set({ nationalId: null, updatedAt: now }).where(eq(users.id, target.id));
      await tx
        .update(idVerifications)
        .set({ status: 'removed', lastUpdatedById: session.user._id, lastStatusAt: now, updatedAt: now })
        .where(and(eq(idVerifications.userId, target.id), eq(idVerifications.status, 'accepted')));
      return {
        before: { nationalID: target.nationalId },
        after: { nationalID: null },
        result: { _id: target.id, message: NATIONAL_ID_MESSAGES.removed },
      };
    },
  );
}
