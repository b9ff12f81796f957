import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUST_CHANGE_PASSWORD } from '@ops/shared/rules/changePassword';
import { latestCode, LOGIN, SEND_CODE } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../platform/config/config';
import { roles } from '../../platform/session/tables';
import { createAdmin, CreateAdminError } from './createAdmin';
import { createAdminCommand } from './createAdminCommand';

const VERIFY = `mutation($phone: String!, $code: String!) { verifyCode(phoneNumber: $phone, verificationCode: $code) { token user { _id roleName mustChangePassword } } }`;
const ME = `{ getMyUserData { user { _id mustChangePassword } } }`;
const CHANGE = `mutation($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { success message } }`;
// Any gated operation: a Super Admin may read the roles.
const GATED = `{ getAllRoles { _id name } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function signIn(phone: string, password: string) {
  expect((await server.gql(LOGIN, { phone, password })).errors).toBeUndefined();
  expect((await server.gql(SEND_CODE, { phone, resend: false })).errors).toBeUndefined();
  const verified = await server.gql<{
    verifyCode: { token: string; user: { _id: string; roleName: string; mustChangePassword: boolean } };
  }>(VERIFY, {
    phone,
    code: latestCode(server, phone),
  });
  expect(verified.errors).toBeUndefined();
  return verified.data!.verifyCode;
}

describe('the first administrator (issue 25 item 2)', () => {
  it('creates a Super Admin whose one-time password opens nothing but its own change', async () => {
    const admin = await createAdmin(server.handle.db, { phone: '01001112233', name: '  Mona Adel ' });
    expect(admin.phone).toBe('+201001112233');
    const first = await signIn(admin.phone, admin.oneTimePassword);
    expect(first.user).toMatchObject({
      _id: admin.userId,
      roleName: 'Super Admin',
      mustChangePassword: true,
    });

    const refused = await server.gql(GATED, {}, first.token);
    expect(refused.errors?.[0]?.message).toBe(MUST_CHANGE_PASSWORD);
    expect(refused.errors?.[0]?.extensions?.code).toBe(500);
    expect(
      (await server.gql<{ getMyUserData: { user: { mustChangePassword: boolean } } }>(ME, {}, first.token))
        .data?.getMyUserData.user.mustChangePassword,
    ).toBe(true);

    const changed = await server.gql<{ changePassword: { success: boolean } }>(
      CHANGE,
      { old: admin.oneTimePassword, new: 'Giza#Pyramid2026' },
      first.token,
    );
    expect(changed.data?.changePassword.success).toBe(true);

    server.clock.advance(61_000);
    const again = await signIn(admin.phone, 'Giza#Pyramid2026');
    expect(again.user.mustChangePassword).toBe(false);
    const allowed = await server.gql<{ getAllRoles: Array<{ name: string }> }>(GATED, {}, again.token);
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.getAllRoles.map((role) => role.name)).toContain('Super Admin');
  });

  it('refuses a phone that exists, a wrong phone and an empty name, and reuses the Super Admin role', async () => {
    const first = await createAdmin(server.handle.db, { phone: '+201001112244', name: 'Karim' });
    await expect(
      createAdmin(server.handle.db, { phone: '01001112244', name: 'Someone else' }),
    ).rejects.toThrow(new CreateAdminError('+201001112244 already belongs to a user: nothing was created'));
    await expect(createAdmin(server.handle.db, { phone: '12345', name: 'X' })).rejects.toBeInstanceOf(
      CreateAdminError,
    );
    await expect(
      createAdmin(server.handle.db, { phone: '+201001112255', name: '  ' }),
    ).rejects.toBeInstanceOf(CreateAdminError);
    const second = await createAdmin(server.handle.db, { phone: '+201001112266', name: 'Laila' });
    expect(first.oneTimePassword).not.toBe(second.oneTimePassword);
    const superRoles = await server.handle.db.select().from(roles).where(eq(roles.name, 'Super Admin'));
    expect(superRoles).toHaveLength(1);
  });

  it('the command prints the password once and answers an exit code', async () => {
    const lines: string[] = [];
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: 'memory://' };
    expect(await createAdminCommand(config, ['--phone', '+201001119999'], (line) => lines.push(line))).toBe(
      1,
    );
    expect(lines.join('\n')).toMatch(/^usage: node main.js create-admin/);
    lines.length = 0;
    expect(
      await createAdminCommand(config, ['--phone', '+201001119999', '--name', 'Nour'], (line) =>
        lines.push(line),
      ),
    ).toBe(0);
    expect(lines[0]).toBe('Super Admin created: Nour (+201001119999)');
    expect(lines[1]).toMatch(
      /^One-time password \(shown only now; it must be changed at the first sign-in\): \S{12,}$/,
    );
  });
});
