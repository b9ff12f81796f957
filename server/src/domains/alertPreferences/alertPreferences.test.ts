import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';

const GET = `query { getMyAlertPreferences { kind delivery isDefault } }`;
const SET = `mutation($kind: String!, $delivery: String!) { setMyAlertPreference(kind: $kind, delivery: $delivery) { kind delivery isDefault } }`;

type Preferences = Array<{ kind: string; delivery: string; isDefault: boolean }>;

let server: TestServer;
let agentToken: string;
let supervisorToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const agent = await createStaff(server.handle.db, {
    level: 6,
    permissions: { task: { VIEW_PAGE: true, RESOLVE_TASKS: true }, home: { VIEW_URGENT_VEHICLES: true } },
  });
  const supervisor = await createStaff(server.handle.db, {
    level: 4,
    permissions: { task: { VIEW_PAGE: true, RESOLVE_TASKS: true, CHECK_USERS_OUT: true } },
  });
  agentToken = await signIn(server, agent);
  supervisorToken = await signIn(server, supervisor);
});
afterAll(async () => {
  await server.close();
});

const mine = async (token: string): Promise<Preferences> => {
  const response = await server.gql<{ getMyAlertPreferences: Preferences }>(GET, {}, token);
  expect(response.errors).toBeUndefined();
  return response.data!.getMyAlertPreferences;
};

describe("a user's own alert preferences, remembered on the server", () => {
  it("start from the role's default: the supervisor's desktop hears stolen, the agent's nothing", async () => {
    expect(await mine(agentToken)).toEqual([
      { kind: 'stolen', delivery: 'inApp', isDefault: true },
      { kind: 'urgent', delivery: 'inApp', isDefault: true },
      { kind: 'outOfFence', delivery: 'inApp', isDefault: true },
    ]);
    expect((await mine(supervisorToken))[0]).toEqual({ kind: 'stolen', delivery: 'os', isDefault: true });
  });

  it('a choice is kept for that user only, and default forgets it', async () => {
    const set = await server.gql<{ setMyAlertPreference: Preferences }>(
      SET,
      { kind: 'urgent', delivery: 'os' },
      agentToken,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setMyAlertPreference[1]).toEqual({ kind: 'urgent', delivery: 'os', isDefault: false });
    await server.gql(SET, { kind: 'outOfFence', delivery: 'off' }, agentToken);
    expect(await mine(agentToken)).toEqual([
      { kind: 'stolen', delivery: 'inApp', isDefault: true },
      { kind: 'urgent', delivery: 'os', isDefault: false },
      { kind: 'outOfFence', delivery: 'off', isDefault: false },
    ]);
    expect((await mine(supervisorToken)).map((row) => row.isDefault)).toEqual([true, true, true]);
    await server.gql(SET, { kind: 'urgent', delivery: 'default' }, agentToken);
    expect((await mine(agentToken)).map((row) => [row.kind, row.delivery, row.isDefault])).toEqual([
      ['stolen', 'inApp', true],
      ['urgent', 'inApp', true],
      ['outOfFence', 'off', false],
    ]);
  });

  it.each([
    ['an unknown kind', { kind: 'battery', delivery: 'os' }, 'Unknown alert kind'],
    ['an unknown delivery', { kind: 'urgent', delivery: 'loud' }, 'Choose Off, In app or In app and desktop'],
  ])('refuses %s with a clear message and changes nothing', async (_case, variables, message) => {
    const before = await mine(supervisorToken);
    const response = await server.gql(SET, variables, supervisorToken);
    expect(response.errors?.[0]?.message).toBe(message);
    expect(await mine(supervisorToken)).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await server.gql(GET, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(SET, { kind: 'urgent', delivery: 'os' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
