import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { editRole } from './service';
import { roles } from '../../platform/session/tables';

let database: FreshDatabase;
let server: TestServer;
let deps: Deps;

beforeAll(async () => {
  database = await freshPostgres(10);
  // The real server's deps on this database, so editRole runs as in production.
  server = await startTestServer({ handle: database.handle });
  deps = server.server.deps;
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const sessionOf = async (staff: StaffFixture): Promise<SessionInfo> => {
  const [role] = await database.handle.db.select().from(roles).where(eq(roles.id, staff.roleId));
  if (!role) throw new Error('no role');
  return {
    sessionId: `s-${staff.userId}`,
    wsId: `w-${staff.userId}`,
    expiresAt: new Date(Date.now() + 60_000),
    user: {
      _id: staff.userId,
      name: 'Owner',
      phoneNumber: staff.phone,
      email: null,
      mustChangePassword: false,
    },
    role: {
      _id: role.id,
      name: role.name,
      level: role.level,
      department: role.department,
      permissions: role.permissions,
    },
  };
};

describe('the last level-0 role on real PostgreSQL', () => {
  it('two level-0 owners stepping down at the same moment: one is refused, level 0 remains', async () => {
    const owners = await Promise.all(
      [0, 1].map((i) =>
        createStaff(database.handle.db, { name: `Owner ${i}`, level: 0, department: 'Administration' }),
      ),
    );
    const sessions = await Promise.all(owners.map(sessionOf));
    for (let round = 0; round < 5; round += 1) {
      await database.handle.db.update(roles).set({ level: 0 }).where(eq(roles.department, 'Administration'));
      const results = await Promise.allSettled(
        owners.map((owner, i) =>
          editRole(deps, sessions[i]!, owner.roleId, {
            name: `Owner ${i}`,
            level: 1,
            department: 'Administration',
            permissions: {},
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect((refused?.reason as Error).message).toBe('The last level 0 role cannot be demoted');
      expect(await database.handle.db.select().from(roles).where(eq(roles.level, 0))).toHaveLength(1);
    }
  });
});
