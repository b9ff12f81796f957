import { sql } from 'drizzle-orm';
import { toAsciiDigits } from '@ops/shared/rules/digits';
import { queryRows, type Db, type Tx } from '../../platform/db/client';
import type { PersonRefView } from './present';

export interface NationalIdHolderView {
  user: PersonRefView;
  verificationId: string | null;
}

/** Staff type with Arabic keyboards too; the ID is stored in ASCII digits without spaces. */
export function normaliseNationalId(value: string | null | undefined): string {
  return toAsciiDigits(value ?? '').replace(/\s+/g, '');
}

/**
 * 02 §5: another user who already holds this national ID, either on their account
 * (set when a verification is accepted) or through an accepted verification.
 * `excludeUserId` is the verification's own user, who may of course hold it.
 */
export async function findNationalIdHolder(
  db: Db | Tx,
  nationalId: string,
  excludeUserId: string | null | undefined,
): Promise<NationalIdHolderView | null> {
  if (!nationalId) return null;
  const [row] = await queryRows<{
    id: string;
    name: string;
    phoneNumber: string;
    verificationId: string | null;
  }>(
    db,
    sql`SELECT u.id, u.name, u.phone_number AS "phoneNumber",
          (SELECT v.id FROM id_verifications v
            WHERE v.user_id = u.id AND v.national_id = ${nationalId} AND v.status = 'accepted'
            ORDER BY v.last_status_at DESC NULLS LAST LIMIT 1) AS "verificationId"
        FROM users u
        WHERE (u.national_id = ${nationalId}
               OR u.id IN (SELECT v.user_id FROM id_verifications v WHERE v.national_id = ${nationalId} AND v.status = 'accepted'))
          AND u.id <> ${excludeUserId ?? ''}
        ORDER BY u.created_at, u.id
        LIMIT 1`,
  );
  return row
    ? {
        user: { _id: row.id, name: row.name, phoneNumber: row.phoneNumber },
        verificationId: row.verificationId,
      }
    : null;
}
