import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, LOGIN, SEND_CODE, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userLocalePreferences } from './tables';

const GET = `query { getMyLocalePreferences { language digits hourCycle } }`;
const SET = `mutation($language: String, $digits: String, $hourCycle: String) { setMyLocalePreferences(language: $language, digits: $digits, hourCycle: $hourCycle) { language digits hourCycle } }`;

type Preferences = { language: string | null; digits: string; hourCycle: string };

let server: TestServer;
let agentToken: string;
let otherToken: string;
beforeAll(async () => {
  server = await startTestServer();
  // No permission at all: being signed in is enough to read and set one's own preferences.
  agentToken = await signIn(server, await createStaff(server.handle.db, { level: 6 }));
  otherToken = await signIn(server, await createStaff(server.handle.db, { level: 6 }));
});
afterAll(async () => {
  await server.close();
});

const mine = async (token: string): Promise<Preferences> => {
  const response = await server.gql<{ getMyLocalePreferences: Preferences }>(GET, {}, token);
  expect(response.errors).toBeUndefined();
  return response.data!.getMyLocalePreferences;
};

describe("a user's own language, digits and hour cycle, kept on the server (issue 28)", () => {
  it('start unchosen (the app follows the OS language), Western digits, 24-hour', async () => {
    expect(await mine(agentToken)).toEqual({ language: null, digits: 'latn', hourCycle: 'h23' });
  });

  it('a choice is kept for that user only; a left-out argument keeps its value', async () => {
    const set = await server.gql<{ setMyLocalePreferences: Preferences }>(
      SET,
      { language: 'ar', digits: 'arab' },
      agentToken,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setMyLocalePreferences).toEqual({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
    await server.gql(SET, { hourCycle: 'h12' }, agentToken);
    expect(await mine(agentToken)).toEqual({ language: 'ar', digits: 'arab', hourCycle: 'h12' });
    expect(await mine(otherToken)).toEqual({ language: null, digits: 'latn', hourCycle: 'h23' });
  });

  it('refuses a language we do not have, and anyone signed out', async () => {
    const wrong = await server.gql(SET, { language: 'fr' }, agentToken);
    expect(wrong.errors?.[0]?.message).toBe('Choose English or Arabic');
    const anonymous = await server.gql(GET, {});
    expect(anonymous.errors).toBeDefined();
  });
});

describe('the sign-in code SMS speaks the user’s language', () => {
  const sendCode = async (staff: StaffFixture) => {
    await server.gql(LOGIN, { phone: staff.phone, password: staff.password });
    await server.gql(SEND_CODE, { phone: staff.phone, resend: false });
    return server.sms.messages(staff.phone)[0]?.text ?? '';
  };

  it('Arabic for a user who chose Arabic, English otherwise', async () => {
    const arabic = await createStaff(server.handle.db, { level: 6 });
    await server.handle.db
      .insert(userLocalePreferences)
      .values({ userId: arabic.userId, language: 'ar', digits: 'latn', hourCycle: 'h23' });
    expect(await sendCode(arabic)).toMatch(/^رمز التحقق .* \d{6}\./);
    const english = await createStaff(server.handle.db, { level: 6 });
    expect(await sendCode(english)).toMatch(/^Your Ops Dashboard verification code is \d{6}\./);
  });
});
