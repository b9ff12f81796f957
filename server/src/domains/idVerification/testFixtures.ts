/** Rows for the ID verification tests (not a test file itself). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { tasks } from '../tasks/engine';
import { users } from '../../platform/session/tables';
import { idVerifications, type IdVerificationStatus } from './tables';

let serial = 0;

/** A structurally valid national ID (born 1990-01-01 in Cairo), unique per call. */
export function validNationalId(): string {
  serial += 1;
  return `290010101${String(serial * 7 + 10_000).slice(-5)}`;
}

export async function createRiderWithVerification(
  db: Db,
  values: { status?: IdVerificationStatus; nationalId?: string | null; imageKey?: string } = {},
): Promise<{ userId: string; verificationId: string }> {
  serial += 1;
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    name: `Rider ${serial}`,
    phoneNumber: `+2012${String(10_000_000 + serial * 131).slice(-8)}`,
    type: 'user',
  });
  const verificationId = newId();
  await db.insert(idVerifications).values({
    id: verificationId,
    userId,
    status: values.status ?? 'pending',
    nationalId: values.nationalId ?? null,
    selfieImageKey: values.imageKey ?? null,
    ocrData: { IDNumber: '29001010112345', firstName: 'Mona', lastName: 'Hassan' },
  });
  if (values.status === 'accepted' && values.nationalId)
    await db.update(users).set({ nationalId: values.nationalId }).where(eq(users.id, userId));
  return { userId, verificationId };
}

/** An open IdVerification task for the verification, held by `assignedTo` when given. */
export async function createVerificationTask(
  db: Db,
  verificationId: string,
  assignedTo: string | null = null,
): Promise<string> {
  const id = newId();
  await db.insert(tasks).values({
    id,
    type: 'IdVerification',
    verificationId,
    status: assignedTo ? 'assigned' : 'unassigned',
    assignedTo,
    assignedToName: assignedTo ? 'Agent' : null,
    assignedAt: assignedTo ? new Date() : null,
  });
  return id;
}
