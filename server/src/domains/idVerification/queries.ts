import { asc, eq, or, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { assertMayRead, assertMayReadUser, mayViewVerifications } from './access';
import { findNationalIdHolder, normaliseNationalId, type NationalIdHolderView } from './holder';
import { DECLINE_VERIFICATION_REASONS, IDV_MESSAGES } from './messages';
import { selectVerificationView, type IdVerificationView } from './present';
import { idVerifications } from './tables';

/**
 * 02 §2 review: the verification with that id whatever its status (actions show only
 * while pending), or in random mode a random pending one. Random mode prefers those
 * not yet skipped and not already held in someone's task, so two reviewers and the
 * task agents rarely meet on one record, and a skip moves on to another.
 */
export async function getSinglePendingIdVerify(
  deps: Deps,
  session: SessionInfo,
  args: { _id?: string | null },
): Promise<IdVerificationView | null> {
  if (args._id) {
    await assertMayRead(deps.db, session, args._id);
    return selectVerificationView(deps.db, eq(idVerifications.id, args._id));
  }
  if (!mayViewVerifications(session)) throw new UserError(IDV_MESSAGES.notAllowed);
  const heldInTask = sql`EXISTS (SELECT 1 FROM tasks t WHERE t.verification_id = ${idVerifications.id} AND t.status = 'assigned')`;
  return selectVerificationView(deps.db, eq(idVerifications.status, 'pending'), [
    asc(idVerifications.skipped),
    asc(heldInTask),
    sql`random()`,
  ]);
}

export async function getIdVerificationByIdNumber(
  deps: Deps,
  session: SessionInfo,
  args: { nationalID: string; neUserID?: string | null },
): Promise<NationalIdHolderView | null> {
  await assertMayReadUser(deps.db, session, args.neUserID);
  return findNationalIdHolder(deps.db, normaliseNationalId(args.nationalID), args.neUserID);
}

export function getDeclineVerificationReasons(): string[] {
  return [...DECLINE_VERIFICATION_REASONS];
}

/**
 * Signs an image key of an ID verification. Only keys some verification refers to are
 * signed, so this cannot be used to open other files; a key with no verification or
 * no file behind it answers '' (the review then shows no image).
 */
export async function getIdVerificationPreSignedUrl(
  deps: Deps,
  session: SessionInfo,
  args: { imageUrl?: string | null },
): Promise<string> {
  const key = args.imageUrl?.trim();
  if (!key) return '';
  const [owner] = await deps.db
    .select({ id: idVerifications.id })
    .from(idVerifications)
    .where(
      or(
        eq(idVerifications.selfieImageKey, key),
        eq(idVerifications.frontIdImageKey, key),
        eq(idVerifications.backIdImageKey, key),
      ),
    )
    .limit(1);
  if (!owner) return '';
  await assertMayRead(deps.db, session, owner.id);
  const file = await deps.storage.get(key);
  if (!file) return '';
  // Only existence was asked; close the stream the check opened.
  file.stream.destroy();
  return deps.storage.signedUrl(key);
}
