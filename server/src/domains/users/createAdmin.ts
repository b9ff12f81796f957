import { and, eq } from 'drizzle-orm';
import { generateStrongPassword } from '@ops/shared/rules/password';
import { normalizeEgyptianPhone } from '@ops/shared/rules/phone';
import { hashPassword } from '../auth';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { newId } from '../../platform/lib/ids';
import { roles, users } from '../../platform/session/tables';

/** The role level that is allowed everything (shared/rules/permissions/can.ts). */
const SUPER_LEVEL = 0;
export const SUPER_ADMIN_ROLE = {
  name: 'Super Admin',
  level: SUPER_LEVEL,
  department: 'Administration',
} as const;

export class CreateAdminError extends Error {}

export interface CreatedAdmin {
  userId: string;
  phone: string;
  /** Shown once: only its hash is stored, and it must be changed at the first sign-in. */
  oneTimePassword: string;
}

/**
 * The first administrator of a fresh install (issue 25 item 2): a Super Admin with a generated
 * one-time password that must be changed at first sign-in. Refuses a phone number that
 * already belongs to anyone; reuses the Super Admin role when the database has one.
 */
export async function createAdmin(
  db: Db,
  input: { phone: string; name: string },
  now = new Date(),
): Promise<CreatedAdmin> {
  const phone = normalizeEgyptianPhone(input.phone.trim());
  if (!phone)
    throw new CreateAdminError(
      `${input.phone} is not an Egyptian mobile number (+2010…, +2011…, +2012… or +2015…)`,
    );
  const name = input.name.trim();
  if (name === '') throw new CreateAdminError("--name is required: the administrator's full name");
  const oneTimePassword = generateStrongPassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const userId = newId();
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNumber, phone))
        .limit(1);
      if (taken) throw new CreateAdminError(`${phone} already belongs to a user: nothing was created`);
      const [existing] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.name, SUPER_ADMIN_ROLE.name), eq(roles.level, SUPER_LEVEL)))
        .limit(1);
      const roleId = existing?.id ?? newId();
      if (!existing) await tx.insert(roles).values({ id: roleId, ...SUPER_ADMIN_ROLE, permissions: {} });
      await tx.insert(users).values({
        id: userId,
        name,
        phoneNumber: phone,
        passwordHash,
        passwordChangedAt: now,
        mustChangePassword: true,
        roleId,
        type: 'operations',
      });
    });
  } catch (error) {
    // Two commands racing for one phone: the unique index is the last word.
    if (isUniqueViolation(error))
      throw new CreateAdminError(`${phone} already belongs to a user: nothing was created`);
    throw error;
  }
  return { userId, phone, oneTimePassword };
}
