import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../../test/staff';
import { connectOutcome, socketOpener } from '../../../test/sockets';
import { startTestServer, type TestServer } from '../../../test/testServer';

const TOGGLE = `mutation($id: ID!) { toggleActivate(id: $id) { _id active } }`;
const ME = `{ getMyUserData { wsId } }`;

let server: TestServer;
const sockets = socketOpener(() => server.url);
const open = (token: string) => sockets.open(token);
const outcome = connectOutcome;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('deactivating a staff account revokes its sessions', () => {
  it('ends HTTP and socket access at once, and reactivating does not bring the old token back', async () => {
    const admin = await signIn(
      server,
      await createStaff(server.handle.db, {
        level: 1,
        department: 'Administration',
        permissions: { users: { ACTIVATE_USER: true } },
      }),
    );
    const staff = await createStaff(server.handle.db, {
      level: 6,
      permissions: { home: { VIEW_PAGE: true } },
    });
    const token = await signIn(server, staff);
    const socket = open(token);
    expect(await outcome(socket)).toBe('connected');
    expect((await server.gql(ME, {}, token)).errors).toBeUndefined();

    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const off = await server.gql<{ toggleActivate: { active: boolean } }>(
      TOGGLE,
      { id: staff.userId },
      admin,
    );
    expect(off.data?.toggleActivate.active).toBe(false);
    expect(await disconnected).toBe('io server disconnect');
    expect((await server.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const on = await server.gql<{ toggleActivate: { active: boolean } }>(TOGGLE, { id: staff.userId }, admin);
    expect(on.data?.toggleActivate.active).toBe(true);
    // The account works again, but only through a new sign-in: the old token stays dead.
    expect((await server.gql(ME, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await outcome(open(token))).toBe('UNAUTHORIZED');
    server.clock.advance(31_000);
    const fresh = await signIn(server, staff);
    expect((await server.gql(ME, {}, fresh)).errors).toBeUndefined();
  });
});
