import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/testServer';

const CREATE = `mutation($role: RoleInput!) { createRole(role: $role) { _id name level department permissions usersCount } }`;
const EDIT = `mutation($id: ID!, $role: RoleInput!) { editRole(_id: $id, role: $role) { _id name level permissions } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const first = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;

describe('roles', () => {
  it('creates and edits a role, keeping only catalogue flags that are on', async () => {
    const admin = await createStaff(server.handle.db, { level: 0, department: 'Administration' });
    const token = await signIn(server, admin);
    const created = await server.gql<{ createRole: { _id: string; permissions: unknown } }>(
      CREATE,
      { role: { name: 'Night Desk', level: 6, department: 'Operations', permissions: { task: { RESOLVE_TASKS: true, FLAG_TASK: false } } } },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createRole.permissions).toEqual({ task: { RESOLVE_TASKS: true } });
    const edited = await server.gql<{ editRole: { level: number } }>(
      EDIT,
      { id: created.data?.createRole._id, role: { name: 'Night Desk', level: 7, department: 'Operations', permissions: {} } },
      token,
    );
    expect(edited.data?.editRole.level).toBe(7);
    const single = await server.gql<{ getSingleRole: { name: string } }>(`query($id: ID!) { getSingleRole(_id: $id) { name } }`, { id: created.data?.createRole._id }, token);
    expect(single.data?.getSingleRole.name).toBe('Night Desk');
  });

  it.each([
    [{ name: 'X', level: 5, department: 'Operations', permissions: {} }, 'Role name must be between 2 and 60 characters'],
    [{ name: 'Bad level', level: 11, department: 'Operations', permissions: {} }, 'Level must be between 0 and 10'],
    [{ name: 'Bad dept', level: 5, department: 'Sales', permissions: {} }, 'Department is not valid'],
    [{ name: 'Bad flag', level: 5, department: 'Operations', permissions: { task: { FLY: true } } }, 'Unknown permission task.FLY'],
  ])('refuses bad input and changes nothing: %j', async (role, message) => {
    const admin = await createStaff(server.handle.db, { level: 0, department: 'Administration' });
    const token = await signIn(server, admin);
    const before = await server.gql<{ getAllRoles: unknown[] }>(`{ getAllRoles { _id } }`, {}, token);
    expect(first(await server.gql(CREATE, { role }, token))).toBe(message);
    const after = await server.gql<{ getAllRoles: unknown[] }>(`{ getAllRoles { _id } }`, {}, token);
    expect(after.data?.getAllRoles.length).toBe(before.data?.getAllRoles.length);
  });

  it('nobody hands out a rank or a flag they do not hold', async () => {
    const manager = await createStaff(server.handle.db, {
      level: 3,
      department: 'Operations',
      permissions: { roles: { VIEW_PAGE: true, MODIFY: true }, task: { RESOLVE_TASKS: true } },
    });
    const token = await signIn(server, manager);
    expect(first(await server.gql(CREATE, { role: { name: 'Too high', level: 2, department: 'Operations', permissions: {} } }, token))).toBe(
      'You can only manage roles ranked below your own',
    );
    expect(
      first(await server.gql(CREATE, { role: { name: 'Sneaky', level: 6, department: 'Operations', permissions: { bills: { REFUND: true } } } }, token)),
    ).toBe('You cannot grant bills.REFUND, which your own role does not have');
    expect((await server.gql(CREATE, { role: { name: 'Helper', level: 6, department: 'Operations', permissions: { task: { RESOLVE_TASKS: true } } } }, token)).errors).toBeUndefined();
  });

  it('a role without roles.MODIFY cannot create roles', async () => {
    const viewer = await createStaff(server.handle.db, { permissions: { roles: { VIEW_PAGE: true } } });
    const response = await server.gql(CREATE, { role: { name: 'Nope', level: 9, department: 'Operations', permissions: {} } }, await signIn(server, viewer));
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
