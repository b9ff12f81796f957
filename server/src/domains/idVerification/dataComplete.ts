import { and, asc, eq, sql } from 'drizzle-orm';
import {
  normaliseVerificationData,
  validateVerificationData,
  type VerificationDataField,
} from '@ops/shared/rules/idVerificationData';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { codedRefusal, UserError } from '../../platform/errors';
import { selectVerificationView, type IdVerificationView } from './present';
import { idVerifications, type IdCardData } from './tables';

/**
 * getVerificationIdForDataComplete (02 §7): the verification with _id whatever its state
 * (a completed one is shown for viewing), or in random mode an accepted one whose data is
 * still pending, in random order so two people in random mode rarely meet on one record.
 */
export async function getVerificationForDataComplete(
  deps: Deps,
  _session: SessionInfo,
  args: { _id?: string | null },
): Promise<IdVerificationView | null> {
  if (args._id) return selectVerificationView(deps.db, eq(idVerifications.id, args._id));
  return selectVerificationView(
    deps.db,
    and(eq(idVerifications.status, 'accepted'), eq(idVerifications.dataCompletionStatus, 'pending'))!,
    [sql`random()`, asc(idVerifications.createdAt)],
  );
}

export type VerificationDataInput = Partial<Record<VerificationDataField, string | null>>;

/** The form's fields as the card data 02 §3 stores (fullName and its parts, the ISO birth date, the accepted ID number). */
function cardData(data: ReturnType<typeof normaliseVerificationData>, nationalId: string | null): IdCardData {
  const [firstName = data.name, ...rest] = data.name.split(/\s+/);
  const pad = (text: string) => text.padStart(2, '0');
  return {
    IDNumber: nationalId ?? undefined,
    fullName: data.name,
    firstName,
    lastName: rest.join(' '),
    dateOfBirth: `${data.year}-${pad(data.month)}-${pad(data.day)}`,
    year: data.year,
    month: data.month,
    day: data.day,
    address1: data.address1,
    address2: data.address2,
    region: data.region,
    city: data.city,
    profression: data.profression,
    gender: data.gender,
  };
}

/**
 * completeVerificationData (02 §7): saves the form and marks the record completed. The
 * UPDATE only matches an accepted record still pending, so of two people saving one
 * record at once exactly one changes it; the other is told it was completed meanwhile.
 */
export async function completeVerificationData(
  deps: Deps,
  session: SessionInfo,
  args: { _id: string; data: VerificationDataInput },
): Promise<{ _id: string }> {
  const now = deps.clock.now();
  const data = normaliseVerificationData(args.data);
  const invalid = validateVerificationData(data, now);
  if (invalid) throw new UserError(invalid.message, { field: invalid.field });
  const [saved] = await deps.db
    .update(idVerifications)
    .set({
      verifiedData: sql`jsonb_strip_nulls(${JSON.stringify(cardData(data, null))}::jsonb || jsonb_build_object('IDNumber', ${idVerifications.nationalId}))`,
      dataCompletionStatus: 'completed',
      dataCompletedById: session.user._id,
      dataCompletedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(idVerifications.id, args._id),
        eq(idVerifications.status, 'accepted'),
        eq(idVerifications.dataCompletionStatus, 'pending'),
      ),
    )
    .returning({ id: idVerifications.id });
  if (saved) return { _id: saved.id };
  // Nothing matched: say why, from the row as it is now.
  const [row] = await deps.db
    .select({ status: idVerifications.status, dataCompletionStatus: idVerifications.dataCompletionStatus })
    .from(idVerifications)
    .where(eq(idVerifications.id, args._id));
  if (!row) throw codedRefusal('VERIFICATION_NOT_FOUND');
  if (row.dataCompletionStatus === 'completed') throw codedRefusal('VERIFICATION_DATA_COMPLETED');
  throw codedRefusal('VERIFICATION_NOT_ACCEPTED');
}
