import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { makeAgent } from '../../domains/tasks/testing';
import { ASSUMED_DEFAULT_ROWS, operationCost, pagedRootFields } from './pageCost';
import { buildSchema } from './schema';
import { SERVER_RESOLVERS as allResolvers } from '../../compose/modules';
import { ARMOR_LIMITS } from './yoga';

/** Issue 6 §7: one 15-alias getTasks request answered 14.3 MB; page size now counts into the cost limit. */

const TASK_FIELDS = `_id type vehicle vehicleCode area mainCase status assignedTo assignedToName createdAt
  actionsHistory { _id action value date user userName } comments { _id comment userName date }`;
const aliases = (count: number, rows: string) =>
  `query($n: Int) { ${Array.from({ length: count }, (_, i) => `a${i}: getTasks(rowsPerPage: ${rows}) { tasks { ${TASK_FIELDS} } totalTasksCount }`).join(' ')} }`;

describe('operationCost', () => {
  const paged = pagedRootFields(buildSchema(allResolvers));
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    operationCost(parse(query), { variables, paged });

  it('knows the list operations by their rowsPerPage argument', () => {
    // Every root field that takes a page size, found independently of pagedRootFields, so a new list counts without editing this test.
    const schema = buildSchema(allResolvers);
    const withPageSize = [schema.getQueryType(), schema.getMutationType()]
      .flatMap((type) => Object.values(type?.getFields() ?? {}))
      .filter((field) => field.args.some((arg) => arg.name === 'rowsPerPage'))
      .map((field) => field.name);
    expect([...paged].sort()).toEqual([...new Set(withPageSize)].sort());
    expect([...paged]).toEqual(
      expect.arrayContaining([
        'getSupportTeamAttendanceList',
        'getTasks',
        'getWalletLogging',
        'rides',
        'vehicleLifeCycle',
      ]),
    );
  });

  it.each<[string, string, Record<string, unknown>, number]>([
    ['one field', `{ getUserAssignedTask { showCheckOut } }`, {}, 2],
    ['a literal page of 10', `{ getTasks(rowsPerPage: 10) { tasks { _id status } } }`, {}, 4 * 10],
    [
      'a page size from a variable',
      `query($n: Int) { getTasks(rowsPerPage: $n) { tasks { _id status } } }`,
      { n: 200 },
      4 * 200,
    ],
    [
      'no page size: the largest server default',
      `{ getTasks { tasks { _id status } } }`,
      {},
      4 * ASSUMED_DEFAULT_ROWS,
    ],
    [
      'an oversized page counts as the most that could be answered',
      `{ getTasks(rowsPerPage: 100000) { tasks { _id } } }`,
      {},
      3 * 200,
    ],
    [
      'a fragment counts like its fields',
      `query { getTasks(rowsPerPage: 2) { tasks { ...F } } } fragment F on Task { _id status }`,
      {},
      4 * 2,
    ],
    [
      'aliases add up',
      `{ a: getTasks(rowsPerPage: 2) { totalPages } b: getTasks(rowsPerPage: 3) { totalPages } }`,
      {},
      2 * 2 + 2 * 3,
    ],
  ])('%s', (_case, query, variables, expected) => {
    expect(cost(query, variables)).toBe(expected);
  });

  it('the 15-alias request of the review is far over the limit; one full page of the heaviest screen list is not', () => {
    expect(cost(aliases(15, '$n'), { n: 200 })).toBeGreaterThan(ARMOR_LIMITS.maxCost * 3);
    expect(cost(aliases(1, '$n'), { n: 200 })).toBeLessThan(ARMOR_LIMITS.maxCost);
  });
});

describe('the page-counted cost limit on the server', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await makeAgent(server, { task: { VIEW_TASKS_TABLE: true } }, { socket: false })).token;
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses 15 aliases of 200 rows before running them, with a 400', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: aliases(15, '$n'), variables: { n: 200 } }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/^Query cost limit of 20000 exceeded, found \d+/);
  });

  it('the same document with a small page passes: the variables decide, not a cached validation', async () => {
    expect((await server.gql(aliases(15, '$n'), { n: 1 }, token)).errors).toBeUndefined();
    expect((await server.gql(aliases(15, '$n'), { n: 200 }, token)).errors?.[0]?.message).toMatch(
      /Query cost limit/,
    );
    expect((await server.gql(aliases(1, '$n'), { n: 200 }, token)).errors).toBeUndefined();
  });
});
