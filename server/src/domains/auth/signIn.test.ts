import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import {
  createStaff,
  latestCode,
  LOGIN,
  SEND_CODE,
  signIn,
  VERIFY,
  type StaffFixture,
} from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { queryRows } from '../../platform/db/client';
import { MESSAGES } from './service';

const ME = `query { getMyUserData { wsId user { _id name phoneNumber role roleName } } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function staffWithCode(): Promise<StaffFixture> {
  const staff = await createStaff(server.handle.db, { permissions: { home: { VIEW_PAGE: true } } });
  expect((await server.gql(LOGIN, { phone: staff.phone, password: staff.password })).errors).toBeUndefined();
  expect((await server.gql(SEND_CODE, { phone: staff.phone, resend: false })).errors).toBeUndefined();
  return staff;
}

const firstError = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;

describe('sign-in with a one-time code', () => {
  it('signs in with phone, password and the code from the SMS outbox, and reads its own data', async () => {
    const staff = await createStaff(server.handle.db, {
      level: 4,
      permissions: { home: { VIEW_PAGE: true } },
    });
    const login = await server.gql<{ loginUser: { success: boolean; expiresIn: number } }>(LOGIN, {
      phone: staff.phone,
      password: staff.password,
    });
    expect(login.data?.loginUser).toMatchObject({ success: true, expiresIn: 300 });
    await server.gql(SEND_CODE, { phone: staff.phone, resend: false });
    const code = latestCode(server, staff.phone);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await server.gql<{
      verifyCode: {
        userId: string;
        token: string;
        wsId: string;
        tokenExpiration: string;
        user: { role: string };
      };
    }>(VERIFY, { phone: staff.phone, code });
    const payload = verified.data!.verifyCode;
    expect(payload.userId).toBe(staff.userId);
    expect(payload.token.length).toBeGreaterThan(30);
    expect(new Date(payload.tokenExpiration).getTime()).toBeGreaterThan(Date.now());
    expect(JSON.parse(payload.user.role)).toMatchObject({
      level: 4,
      permissions: { home: { VIEW_PAGE: true } },
    });
    const me = await server.gql<{ getMyUserData: { wsId: string; user: { _id: string } } }>(
      ME,
      {},
      payload.token,
    );
    expect(me.data?.getMyUserData).toMatchObject({ wsId: payload.wsId, user: { _id: staff.userId } });
  });

  it('refuses a wrong password and riders without a role, with the same message', async () => {
    const staff = await createStaff(server.handle.db);
    expect(firstError(await server.gql(LOGIN, { phone: staff.phone, password: 'Wrong#Pass99' }))).toBe(
      MESSAGES.badCredentials,
    );
    expect(firstError(await server.gql(LOGIN, { phone: '+201099999999', password: staff.password }))).toBe(
      MESSAGES.badCredentials,
    );
  });

  it('refuses staff blocked from the dashboard, at the password and at the code', async () => {
    const blocked = await createStaff(server.handle.db);
    await server.handle.db.execute(
      sql`UPDATE users SET is_blocked_from_dashboard = true WHERE id = ${blocked.userId}`,
    );
    expect(firstError(await server.gql(LOGIN, { phone: blocked.phone, password: blocked.password }))).toBe(
      MESSAGES.badCredentials,
    );
    // Blocked between the password and the code: the code does not open a session either.
    const staff = await staffWithCode();
    await server.handle.db.execute(
      sql`UPDATE users SET is_blocked_from_dashboard = true WHERE id = ${staff.userId}`,
    );
    const verified = await server.gql(VERIFY, { phone: staff.phone, code: latestCode(server, staff.phone) });
    expect(firstError(verified)).toBe(MESSAGES.badCredentials);
  });

  it('sends no code to a phone that has not given the right password', async () => {
    const staff = await createStaff(server.handle.db);
    expect(firstError(await server.gql(SEND_CODE, { phone: staff.phone }))).toBe(MESSAGES.signInFirst);
    expect(server.sms.messages(staff.phone)).toHaveLength(0);
  });

  it('kills the code after five wrong tries: the right one then fails', async () => {
    const staff = await staffWithCode();
    const code = latestCode(server, staff.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(firstError(await server.gql(VERIFY, { phone: staff.phone, code: wrong }))).toBe(
        MESSAGES.wrongCode,
      );
    }
    expect(firstError(await server.gql(VERIFY, { phone: staff.phone, code }))).toBe(MESSAGES.codeDead);
  });

  it('refuses an expired code', async () => {
    const staff = await staffWithCode();
    server.clock.advance(5 * 60 * 1000 + 1000);
    expect(
      firstError(await server.gql(VERIFY, { phone: staff.phone, code: latestCode(server, staff.phone) })),
    ).toBe(MESSAGES.codeExpired);
  });

  it('refuses a resend within 30 seconds; after that only the latest code works', async () => {
    const staff = await staffWithCode();
    const first = latestCode(server, staff.phone);
    server.clock.advance(10_000);
    expect(firstError(await server.gql(SEND_CODE, { phone: staff.phone, resend: true }))).toBe(
      'Please wait 20 seconds before requesting a new code.',
    );
    server.clock.advance(21_000);
    const resent = await server.gql<{ getVerificationCode: { message: string } }>(SEND_CODE, {
      phone: staff.phone,
      resend: true,
    });
    expect(resent.data?.getVerificationCode.message).toBe('OTP resent successfully');
    const second = latestCode(server, staff.phone);
    if (first !== second) {
      expect(firstError(await server.gql(VERIFY, { phone: staff.phone, code: first }))).toBe(
        MESSAGES.wrongCode,
      );
    }
    expect((await server.gql(VERIFY, { phone: staff.phone, code: second })).errors).toBeUndefined();
  });

  it('a used code cannot be used again', async () => {
    const staff = await staffWithCode();
    const code = latestCode(server, staff.phone);
    expect((await server.gql(VERIFY, { phone: staff.phone, code })).errors).toBeUndefined();
    expect(firstError(await server.gql(VERIFY, { phone: staff.phone, code }))).toBe(
      MESSAGES.requestCodeFirst,
    );
  });

  it('16 aliased verifyCode calls in one document do not give 16 tries', async () => {
    const staff = await staffWithCode();
    const code = latestCode(server, staff.phone);
    const guesses = Array.from({ length: 16 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const aliased = `mutation { ${guesses
      .map(
        (guess, i) =>
          `a${i}: verifyCode(phoneNumber: "${staff.phone}", verificationCode: "${guess}") { token }`,
      )
      .join('\n')} }`;
    const response = await server.gql(aliased);
    // Refused whole by the alias limit, so not one guess was tried.
    expect(response.data ?? null).toBeNull();
    expect(firstError(response)).toMatch(/alias/i);

    // Under the alias limit each executed call counts one try; a failed non-null mutation stops the rest of the
    // document. Either way, five documents of aliased guesses can spend at most the five tries a code has.
    for (let round = 0; round < 5; round += 1) {
      const doc = `mutation { ${guesses
        .slice(round * 3, round * 3 + 3)
        .map(
          (guess, i) =>
            `g${i}: verifyCode(phoneNumber: "${staff.phone}", verificationCode: "${guess}") { token }`,
        )
        .join('\n')} }`;
      expect(firstError(await server.gql(doc))).toBe(MESSAGES.wrongCode);
    }
    const rows = await queryRows<{ wrong_attempts: number }>(
      server.handle.db,
      sql`SELECT wrong_attempts FROM otp_codes WHERE phone_number = ${staff.phone}`,
    );
    expect(rows[0]?.wrong_attempts).toBe(5);
    expect(firstError(await server.gql(VERIFY, { phone: staff.phone, code }))).toBe(MESSAGES.codeDead);
  });

  it('batched requests are refused', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.ok).toBe(false);
  });
});

describe('sessions', () => {
  it('logout revokes the token for HTTP and for the socket', async () => {
    const staff = await createStaff(server.handle.db, { permissions: { home: { VIEW_PAGE: true } } });
    const token = await signIn(server, staff);
    const socket = connectSocket(server.url, {
      path: '/ws',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) =>
      socket.on('disconnect', (reason) => resolve(reason)),
    );
    const out = await server.gql<{ logoutUser: { success: boolean } }>(
      `mutation { logoutUser { success message } }`,
      {},
      token,
    );
    expect(out.data?.logoutUser.success).toBe(true);
    expect(await disconnected).toBe('io server disconnect');
    const me = await server.gql(ME, {}, token);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = connectSocket(server.url, {
      path: '/ws',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    const refusal = await new Promise<string>((resolve) =>
      again.on('connect_error', (error) => resolve(error.message)),
    );
    expect(refusal).toBe('UNAUTHORIZED');
    again.close();
    socket.close();
  });

  it('an idle session expires', async () => {
    const staff = await createStaff(server.handle.db);
    const token = await signIn(server, staff);
    expect((await server.gql(ME, {}, token)).errors).toBeUndefined();
    server.clock.advance(3 * 60 * 60 * 1000 + 5_000);
    expect((await server.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changing the password checks the old one and the strength rules, then ends every session', async () => {
    const staff = await createStaff(server.handle.db);
    const token = await signIn(server, staff);
    const change = `mutation($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { success message } }`;
    expect(firstError(await server.gql(change, { old: 'Not#Mine123x', new: 'Str0ng#Horse9z' }, token))).toBe(
      'Invalid old password',
    );
    expect(firstError(await server.gql(change, { old: staff.password, new: 'abc' }, token))).toContain(
      'Password must be at least 8 characters long.',
    );
    const ok = await server.gql<{ changePassword: { success: boolean } }>(
      change,
      { old: staff.password, new: 'Str0ng#Horse9z' },
      token,
    );
    expect(ok.data?.changePassword.success).toBe(true);
    expect((await server.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const relogin = await server.gql(LOGIN, { phone: staff.phone, password: 'Str0ng#Horse9z' });
    expect(relogin.errors).toBeUndefined();
  });
});
