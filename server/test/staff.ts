import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { hashPassword } from '../src/domains/auth/password';
import type { Db } from '../src/platform/db/client';
import { newId } from '../src/platform/lib/ids';
import { roles } from '../src/platform/session/tables';
import { users } from '../src/platform/session/tables';
import type { TestServer } from './testServer';

export interface StaffFixture {
  userId: string;
  roleId: string;
  phone: string;
  password: string;
}

let counter = 0;
// Passwords are hashed once per run: argon2 is deliberately slow.
let cachedHash: Promise<string> | null = null;
export const STAFF_PASSWORD = 'Nile#Ride24x';

export async function createStaff(
  db: Db,
  role: { level?: number; department?: string; permissions?: RolePermissions; name?: string } = {},
): Promise<StaffFixture> {
  // Captured before any await: concurrent calls would otherwise all read the last counter and
  // differ only by the random part (a birthday collision among 20 staff made CI red once).
  const serial = (counter += 1);
  const roleId = newId();
  await db.insert(roles).values({
    id: roleId,
    name: role.name ?? `Test role ${roleId}`,
    level: role.level ?? 5,
    department: role.department ?? 'Operations',
    permissions: role.permissions ?? {},
  });
  const userId = newId();
  const phone = `+2010${String(70_000_000 + serial * 7919 + Math.floor(Math.random() * 1000)).padStart(8, '0')}`;
  await db.insert(users).values({
    id: userId,
    name: `Staff ${serial}`,
    phoneNumber: phone,
    passwordHash: await (cachedHash ??= hashPassword(STAFF_PASSWORD)),
    roleId,
    type: 'operations',
  });
  return { userId, roleId, phone, password: STAFF_PASSWORD };
}

export function latestCode(server: TestServer, phone: string): string {
  const message = server.sms.messages(phone)[0];
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

export const LOGIN = `mutation($phone: String!, $password: String!) { loginUser(phone: $phone, password: $password, deviceId: "test") { success message expiresIn } }`;
export const SEND_CODE = `mutation($phone: String!, $resend: Boolean) { getVerificationCode(phoneNumber: $phone, isResend: $resend) { success message resendAfter } }`;
export const VERIFY = `mutation($phone: String!, $code: String!) { verifyCode(phoneNumber: $phone, verificationCode: $code) { userId token wsId tokenExpiration user { _id name role roleName } } }`;

/** The whole sign-in: password, code by SMS, code back; returns the bearer token. */
export async function signIn(server: TestServer, staff: StaffFixture): Promise<string> {
  const login = await server.gql(LOGIN, { phone: staff.phone, password: staff.password });
  if (login.errors) throw new Error(login.errors[0]?.message);
  const sent = await server.gql(SEND_CODE, { phone: staff.phone, resend: false });
  if (sent.errors) throw new Error(sent.errors[0]?.message);
  const verified = await server.gql<{ verifyCode: { token: string } }>(VERIFY, {
    phone: staff.phone,
    code: latestCode(server, staff.phone),
  });
  if (!verified.data?.verifyCode) throw new Error(verified.errors?.[0]?.message ?? 'verify failed');
  return verified.data.verifyCode.token;
}
