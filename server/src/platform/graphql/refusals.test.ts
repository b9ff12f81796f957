import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { accessOf, type Access } from './gates';
import { loadTypeDefs } from './schema';

/** A value the schema accepts for an input type, so the call reaches the gate instead of failing validation. */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sampleValue(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      case 'JSON':
        return {};
      default:
        return 'sample';
    }
  }
  return null;
}

interface RootCall {
  operation: 'query' | 'mutation';
  field: string;
  access: Access;
  document: string;
  variables: Record<string, unknown>;
}

/** One call per root field: every argument (required or not) filled, `__typename` or nothing selected. */
function rootCalls(schema: GraphQLSchema): RootCall[] {
  const calls: RootCall[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!type) continue;
    const configs = type.toConfig().fields;
    for (const field of Object.values(type.getFields())) {
      const access = accessOf(schema, configs[field.name]!);
      if (!access) continue;
      const args = field.args as readonly GraphQLArgument[];
      const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      calls.push({
        operation,
        field: field.name,
        access,
        document: `${operation}${definitions ? `(${definitions})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
        variables: Object.fromEntries(args.map((arg) => [arg.name, sampleValue(arg.type)])),
      });
    }
  }
  return calls;
}

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
const calls = rootCalls(schema);
const gated = calls.filter((call) => call.access.kind === 'gate');
const signedIn = calls.filter((call) => call.access.kind !== 'public');

let server: TestServer;
let tokenWithoutPermissions: string;
beforeAll(async () => {
  server = await startTestServer();
  // A real staff member whose role holds no permission at all (level 9, so no level bound helps).
  const nobody = await createStaff(server.handle.db, { level: 9, permissions: {} });
  tokenWithoutPermissions = await signIn(server, nobody);
});
afterAll(async () => {
  await server.close();
});

describe('every operation is refused by the server without its permission', () => {
  it('covers every gated root field of the schema', () => {
    expect(gated.length).toBeGreaterThan(40);
    expect(signedIn.length).toBeGreaterThan(gated.length);
  });

  it.each(gated.map((call) => [`${call.operation} ${call.field}`, call] as const))(
    '%s is FORBIDDEN for a role without the flag',
    async (_label, call) => {
      const response = await server.gql(call.document, call.variables, tokenWithoutPermissions);
      expect(response.errors?.[0]?.message, JSON.stringify(response.errors)).toBeDefined();
      expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    },
  );

  it.each(signedIn.map((call) => [`${call.operation} ${call.field}`, call] as const))(
    '%s is refused without a session',
    async (_label, call) => {
      const response = await server.gql(call.document, call.variables);
      expect(response.errors?.[0]?.extensions?.code, JSON.stringify(response.errors)).toBe('UNAUTHENTICATED');
    },
  );
});
