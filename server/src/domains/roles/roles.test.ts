import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';

const CREATE = `mutation($role: RoleInput!) { createRole(role: $role) { _id name level department permissions usersCount } }`;
const TOGGLE = `mutation($id: ID!) { toggleActivate(id: $id) { _id active } }`;
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
      {
        role: {
          name: 'Night Desk',
          level: 6,
          department: 'Operations',
          permissions: { task: { RESOLVE_TASKS: true, FLAG_TASK: false } },
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createRole.permissions).toEqual({ task: { RESOLVE_TASKS: true } });
    const edited = await server.gql<{ editRole: { level: number } }>(
      EDIT,
      {
        id: created.data?.createRole._id,
        role: { name: 'Night Desk', level: 7, department: 'Operations', permissions: {} },
      },
      token,
    );
    expect(edited.data?.editRole.level).toBe(7);
    const single = await server.gql<{ getSingleRole: { name: string } }>(
      `query($id: ID!) { getSingleRole(_id: $id) { name } }`,
      { id: created.data?.createRole._id },
      token,
    );
    expect(single.data?.getSingleRole.name).toBe('Night Desk');
  });

  it.each([
    [
      { name: 'X', level: 5, department: 'Operations', permissions: {} },
      'Role name must be between 2 and 60 characters',
    ],
    [
      { name: 'Bad level', level: 11, department: 'Operations', permissions: {} },
      'Level must be between 0 and 10',
    ],
    [{ name: 'Bad dept', level: 5, department: 'Sales', permissions: {} }, 'Department is not valid'],
    [
      { name: 'Bad flag', level: 5, department: 'Operations', permissions: { task: { FLY: true } } },
      'Unknown permission task.FLY',
    ],
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
    expect(
      first(
        await server.gql(
          CREATE,
          { role: { name: 'Too high', level: 2, department: 'Operations', permissions: {} } },
          token,
        ),
      ),
    ).toBe('You can only manage roles ranked below your own');
    expect(
      first(
        await server.gql(
          CREATE,
          {
            role: {
              name: 'Sneaky',
              level: 6,
              department: 'Operations',
              permissions: { bills: { REFUND: true } },
            },
          },
          token,
        ),
      ),
    ).toBe('You cannot grant bills.REFUND, which your own role does not have');
    expect(
      (
        await server.gql(
          CREATE,
          {
            role: {
              name: 'Helper',
              level: 6,
              department: 'Operations',
              permissions: { task: { RESOLVE_TASKS: true } },
            },
          },
          token,
        )
      ).errors,
    ).toBeUndefined();
  });

  it('a role without roles.MODIFY cannot create roles', async () => {
    const viewer = await createStaff(server.handle.db, { permissions: { roles: { VIEW_PAGE: true } } });
    const response = await server.gql(
      CREATE,
      { role: { name: 'Nope', level: 9, department: 'Operations', permissions: {} } },
      await signIn(server, viewer),
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const SEED_LIKE = {
  operationsManager: { name: 'Operations Manager', level: 2, department: 'Operations' },
  fieldTechnician: { name: 'Field Technician', level: 8, department: 'Operations' },
};
const MODIFY = { roles: { VIEW_PAGE: true, MODIFY: true } };
const ROLE_BY_ID = `query($id: ID!) { getRoleById(_id: $id) { name level department permissions } }`;
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

/** The security review's reproductions (issue 6, items 1 and 2): each is refused and changes nothing. */
describe('role edits stay within the editor’s reach', () => {
  it('an Operations Manager with roles.MODIFY cannot move Field Technician into Administration', async () => {
    const manager = await createStaff(server.handle.db, {
      ...SEED_LIKE.operationsManager,
      name: unique('Operations Manager'),
      permissions: MODIFY,
    });
    const technician = await createStaff(server.handle.db, {
      ...SEED_LIKE.fieldTechnician,
      name: unique('Field Technician'),
    });
    const token = await signIn(server, manager);
    const before = await server.gql<{ getRoleById: unknown }>(ROLE_BY_ID, { id: technician.roleId }, token);
    const moved = await server.gql(
      EDIT,
      {
        id: technician.roleId,
        role: { name: 'Field Technician X', level: 8, department: 'Administration', permissions: {} },
      },
      token,
    );
    expect(first(moved)).toBe('Only Administration or a level 0–1 role can put a role in Administration');
    expect(
      (await server.gql<{ getRoleById: unknown }>(ROLE_BY_ID, { id: technician.roleId }, token)).data,
    ).toEqual(before.data);
    // Nor into another department, where its holders would outrank that department's staff.
    const elsewhere = await server.gql(
      EDIT,
      {
        id: technician.roleId,
        role: { name: 'Field Technician X', level: 8, department: 'Engineering', permissions: {} },
      },
      token,
    );
    expect(first(elsewhere)).toBe('You can only put roles in your own department');
    // Inside the department and below the editor it still works.
    const kept = await server.gql<{ editRole: { level: number } }>(
      EDIT,
      {
        id: technician.roleId,
        role: { name: unique('Field Technician'), level: 9, department: 'Operations', permissions: {} },
      },
      token,
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.editRole.level).toBe(9);
  });

  it('a Marketing user with roles.MODIFY cannot create an Administration role', async () => {
    const marketing = await createStaff(server.handle.db, {
      name: unique('Marketing'),
      level: 5,
      department: 'Marketing',
      permissions: MODIFY,
    });
    const token = await signIn(server, marketing);
    const before = await server.gql<{ getAllRoles: unknown[] }>(`{ getAllRoles { _id } }`, {}, token);
    const created = await server.gql(
      CREATE,
      { role: { name: unique('Admins'), level: 6, department: 'Administration', permissions: {} } },
      token,
    );
    expect(first(created)).toBe('Only Administration or a level 0–1 role can put a role in Administration');
    const after = await server.gql<{ getAllRoles: unknown[] }>(`{ getAllRoles { _id } }`, {}, token);
    expect(after.data?.getAllRoles.length).toBe(before.data?.getAllRoles.length);
  });

  it('an always-allowed editor may create an Administration role below their own rank, not above it', async () => {
    const levelOne = await createStaff(server.handle.db, {
      name: unique('Director'),
      level: 1,
      department: 'Operations',
      permissions: MODIFY,
    });
    const token = await signIn(server, levelOne);
    expect(
      (
        await server.gql(
          CREATE,
          { role: { name: unique('Back office'), level: 3, department: 'Administration', permissions: {} } },
          token,
        )
      ).errors,
    ).toBeUndefined();
    expect(
      first(
        await server.gql(
          CREATE,
          { role: { name: unique('Board'), level: 1, department: 'Administration', permissions: {} } },
          token,
        ),
      ),
    ).toBe('You can only manage roles ranked below your own');
  });

  it('a level-5 Administration editor cannot demote a level-0 role or edit the Operations Manager role', async () => {
    const editor = await createStaff(server.handle.db, {
      name: unique('Admin clerk'),
      level: 5,
      department: 'Administration',
      permissions: MODIFY,
    });
    const superAdmin = await createStaff(server.handle.db, {
      name: unique('Super Admin'),
      level: 0,
      department: 'Administration',
    });
    const manager = await createStaff(server.handle.db, {
      ...SEED_LIKE.operationsManager,
      name: unique('Operations Manager'),
    });
    const token = await signIn(server, editor);
    const demote = await server.gql(
      EDIT,
      {
        id: superAdmin.roleId,
        role: { name: 'Demoted', level: 6, department: 'Administration', permissions: {} },
      },
      token,
    );
    expect(first(demote)).toBe('You can only manage roles ranked below your own');
    const strip = await server.gql(
      EDIT,
      { id: manager.roleId, role: { name: 'Stripped', level: 9, department: 'Operations', permissions: {} } },
      token,
    );
    expect(first(strip)).toBe('You can only manage roles ranked below your own');
    const superRole = await server.gql<{ getRoleById: { level: number } }>(
      ROLE_BY_ID,
      { id: superAdmin.roleId },
      token,
    );
    const managerRole = await server.gql<{ getRoleById: { level: number } }>(
      ROLE_BY_ID,
      { id: manager.roleId },
      token,
    );
    expect([superRole.data?.getRoleById.level, managerRole.data?.getRoleById.level]).toEqual([0, 2]);
  });

  it('nobody but level 0 edits the role they hold', async () => {
    const editor = await createStaff(server.handle.db, {
      name: unique('Admin clerk'),
      level: 5,
      department: 'Administration',
      permissions: MODIFY,
    });
    const token = await signIn(server, editor);
    const own = await server.gql(
      EDIT,
      {
        id: editor.roleId,
        role: { name: 'Mine', level: 6, department: 'Administration', permissions: MODIFY },
      },
      token,
    );
    expect(first(own)).toBe('You cannot edit your own role');
  });
});

describe('the last level-0 role', () => {
  let alone: TestServer;
  beforeAll(async () => {
    alone = await startTestServer();
  });
  afterAll(async () => {
    await alone.close();
  });

  it('cannot be demoted while it is the only level-0 role anyone holds', async () => {
    const superAdmin = await createStaff(alone.handle.db, {
      name: 'Super Admin',
      level: 0,
      department: 'Administration',
    });
    const token = await signIn(alone, superAdmin);
    // Nor emptied: an always-allowed colleague may not switch its only holder off.
    const director = await createStaff(alone.handle.db, {
      name: 'Director',
      level: 1,
      department: 'Administration',
      permissions: { users: { ACTIVATE_USER: true } },
    });
    const off = await alone.gql(TOGGLE, { id: superAdmin.userId }, await signIn(alone, director));
    expect(first(off)).toBe('The last active level 0 account cannot be deactivated');
    expect((await alone.gql(`{ getMyUserData { wsId } }`, {}, token)).errors).toBeUndefined();
    const demote = await alone.gql(
      EDIT,
      {
        id: superAdmin.roleId,
        role: { name: 'Super Admin', level: 1, department: 'Administration', permissions: {} },
      },
      token,
    );
    expect(first(demote)).toBe('The last level 0 role cannot be demoted');
    // Renaming it, or any change that keeps level 0, is fine.
    expect(
      (
        await alone.gql(
          EDIT,
          {
            id: superAdmin.roleId,
            role: { name: 'Owner', level: 0, department: 'Administration', permissions: {} },
          },
          token,
        )
      ).errors,
    ).toBeUndefined();
    // With a second level-0 holder it may step down.
    await createStaff(alone.handle.db, { name: 'Second owner', level: 0, department: 'Administration' });
    const stepDown = await alone.gql<{ editRole: { level: number } }>(
      EDIT,
      {
        id: superAdmin.roleId,
        role: { name: 'Owner', level: 1, department: 'Administration', permissions: {} },
      },
      token,
    );
    expect(stepDown.errors).toBeUndefined();
    expect(stepDown.data?.editRole.level).toBe(1);
  });
});
