import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, latestCode, LOGIN, SEND_CODE, VERIFY, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { MESSAGES } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Response = Awaited<ReturnType<TestServer['gql']>>;
const firstError = (response: Response) => response.errors?.[0];

async function staffWithCode(): Promise<StaffFixture> {
  const staff = await createStaff(server.handle.db, { permissions: { home: { VIEW_PAGE: true } } });
  expect((await server.gql(LOGIN, { phone: staff.phone, password: staff.password })).errors).toBeUndefined();
  expect((await server.gql(SEND_CODE, { phone: staff.phone, resend: false })).errors).toBeUndefined();
  return staff;
}

function expectBetween(value: unknown, low: number, high: number): void {
  expect(typeof value).toBe('number');
  expect(value as number).toBeGreaterThanOrEqual(low);
  expect(value as number).toBeLessThanOrEqual(high);
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';
const written = (code: string, digits: string) => [...code].map((digit) => digits[Number(digit)]).join('');

describe('a one-time code typed on an Arabic keyboard (issue 6 item 14)', () => {
  it.each([
    ['Arabic-Indic', ARABIC_INDIC],
    ['Eastern Arabic-Indic', EASTERN_ARABIC_INDIC],
  ])('signs in with the code in %s digits', async (_name, digits) => {
    const staff = await staffWithCode();
    const code = written(latestCode(server, staff.phone), digits);
    const verified = await server.gql<{ verifyCode: { userId: string } }>(VERIFY, {
      phone: staff.phone,
      code,
    });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyCode.userId).toBe(staff.userId);
  });

  it('a wrong code in Arabic-Indic digits is still wrong', async () => {
    const staff = await staffWithCode();
    const right = latestCode(server, staff.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(
      firstError(await server.gql(VERIFY, { phone: staff.phone, code: written(wrong, ARABIC_INDIC) }))
        ?.message,
    ).toBe(MESSAGES.wrongCode);
  });
});

describe('sign-in limits say when to try again (issue 6 item 29)', () => {
  it('signing in again within 30 s: the refusal carries the seconds left, in the message and as retryAfterSeconds', async () => {
    const staff = await staffWithCode();
    server.clock.advance(12_000);
    expect(
      (await server.gql(LOGIN, { phone: staff.phone, password: staff.password })).errors,
    ).toBeUndefined();
    const refused = firstError(await server.gql(SEND_CODE, { phone: staff.phone, resend: false }));
    // 18 s left, less the real seconds the password check took on a slow machine.
    const seconds = Number(
      refused?.message.match(/^Please wait (\d+) seconds before requesting a new code\.$/)?.[1],
    );
    expectBetween(seconds, 14, 18);
    expect(refused?.extensions).toMatchObject({ code: 500, retryAfterSeconds: seconds });
  });

  it("after 6 code requests in an hour: 'Too many attempts, try again in N minutes', N the minutes until the sliding count allows one more", async () => {
    const staff = await createStaff(server.handle.db);
    // Start 10 min 30 s into an hour window. The test clock runs on from real time, so the
    // wait lands mid-minute: the test's own seconds (up to 30) cannot change the minutes said.
    const now = server.clock.now().getTime();
    server.clock.advance(3_600_000 - (now % 3_600_000) + 10 * 60_000 + 30_000);
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await server.gql(LOGIN, { phone: staff.phone, password: staff.password })).errors,
      ).toBeUndefined();
      expect((await server.gql(SEND_CODE, { phone: staff.phone, resend: i > 0 })).errors).toBeUndefined();
      server.clock.advance(31_000);
    }
    expect(
      (await server.gql(LOGIN, { phone: staff.phone, password: staff.password })).errors,
    ).toBeUndefined();
    const refused = firstError(await server.gql(SEND_CODE, { phone: staff.phone, resend: true }));
    // 10 min 30 s + 6 × 31 s into the window: 46 min 24 s left, then 2/7 of an hour of the next
    // window (the sliding count 7 × (1 − x) + 1 ≤ 6): 63 min 33 s, said as 64 minutes.
    expect(refused?.message).toBe('Too many attempts, try again in 64 minutes.');
    expect(refused?.extensions).toMatchObject({ code: 500, rateLimited: true });
    // The test clock runs on from real time, so the test's own seconds come off the wait.
    const wait = 46 * 60 + 24 + (3_600 * 2) / 7;
    expectBetween(refused?.extensions?.retryAfterSeconds, Math.ceil(wait) - 10, Math.ceil(wait));
  });

  it('too many password tries for one phone: the wait is in the message', async () => {
    const staff = await createStaff(server.handle.db);
    const now = server.clock.now().getTime();
    server.clock.advance(15 * 60_000 - (now % (15 * 60_000)) + 30_000);
    for (let i = 0; i < 10; i += 1) {
      expect(
        firstError(await server.gql(LOGIN, { phone: staff.phone, password: 'Wrong#Pass99' }))?.message,
      ).toBe(MESSAGES.badCredentials);
    }
    const refused = firstError(await server.gql(LOGIN, { phone: staff.phone, password: staff.password }));
    // 14 min 30 s to the window's end, then 2/11 of the next 15 minutes (11 × (1 − x) + 1 ≤ 10):
    // 17 min 14 s, said as 18 minutes.
    expect(refused?.message).toBe('Too many attempts, try again in 18 minutes.');
    expect(refused?.extensions).toMatchObject({ rateLimited: true });
    const wait = 14 * 60 + 30 + (15 * 60 * 2) / 11;
    expectBetween(refused?.extensions?.retryAfterSeconds, Math.ceil(wait) - 10, Math.ceil(wait));
  });

  it('ten wrong passwords just before a quarter hour still count just after it: the right one waits', async () => {
    const staff = await createStaff(server.handle.db);
    const now = server.clock.now().getTime();
    // 20 s before a window's end: fixed windows started counting again 20 s later.
    server.clock.advance(15 * 60_000 - (now % (15 * 60_000)) - 20_000);
    for (let i = 0; i < 10; i += 1) {
      expect(
        firstError(await server.gql(LOGIN, { phone: staff.phone, password: 'Wrong#Pass99' }))?.message,
      ).toBe(MESSAGES.badCredentials);
    }
    server.clock.advance(30_000);
    const refused = firstError(await server.gql(LOGIN, { phone: staff.phone, password: staff.password }));
    expect(refused?.message).toMatch(/^Too many attempts, try again in \d+ (seconds?|minutes?)\.$/);
    expect(refused?.extensions).toMatchObject({ rateLimited: true });
  });
});
