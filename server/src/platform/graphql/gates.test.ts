import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { accessOf } from './gates';
import { loadTypeDefs } from './schema';

const SIGN_IN_OPERATIONS = ['loginUser', 'getVerificationCode', 'verifyCode'];

describe('every root field has a permission gate', () => {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const roots = [schema.getQueryType(), schema.getMutationType()].filter(
    (type) => type !== null && type !== undefined,
  );
  const fields = roots.flatMap((type) =>
    Object.values(type.toConfig().fields).map((field, i) => ({
      type: type.name,
      name: Object.keys(type.toConfig().fields)[i]!,
      field,
    })),
  );

  it('walks a non-trivial schema', () => {
    expect(fields.length).toBeGreaterThan(15);
  });

  it.each(fields.map((entry) => [`${entry.type}.${entry.name}`, entry] as const))(
    '%s carries one access directive',
    (_label, entry) => {
      const access = accessOf(schema, entry.field);
      expect(access).not.toBeNull();
      if (SIGN_IN_OPERATIONS.includes(entry.name)) expect(access?.kind).toBe('public');
      else expect(access?.kind).not.toBe('public');
    },
  );

  it('only the sign-in operations are public', () => {
    const publicFields = fields
      .filter((entry) => accessOf(schema, entry.field)?.kind === 'public')
      .map((entry) => entry.name);
    expect(publicFields.sort()).toEqual([...SIGN_IN_OPERATIONS].sort());
  });
});

describe('the server refuses what a role does not allow', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const ROLES = `query { getAllRoles { _id name level } }`;

  it('refuses anonymous calls to gated fields', async () => {
    const response = await server.gql(ROLES);
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.data ?? null).toBeNull();
  });

  it('refuses a role without the permission and serves one with it', async () => {
    const without = await createStaff(server.handle.db, { permissions: { home: { VIEW_PAGE: true } } });
    const withIt = await createStaff(server.handle.db, { permissions: { roles: { VIEW_PAGE: true } } });
    const refused = await server.gql(ROLES, {}, await signIn(server, without));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const served = await server.gql<{ getAllRoles: unknown[] }>(ROLES, {}, await signIn(server, withIt));
    expect(served.errors).toBeUndefined();
    expect(served.data?.getAllRoles.length).toBeGreaterThanOrEqual(2);
  });

  it('level 0 is allowed everything', async () => {
    const superAdmin = await createStaff(server.handle.db, { level: 0, department: 'Administration' });
    const served = await server.gql(ROLES, {}, await signIn(server, superAdmin));
    expect(served.errors).toBeUndefined();
  });
});
