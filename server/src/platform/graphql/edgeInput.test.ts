import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@ops/shared/rules/limits';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { makeAgent } from '../../domains/tasks/testing';
import { ARMOR_LIMITS } from './yoga';

/** Issue 22 finding 8 (a), (d): what every request meets at the GraphQL edge, before any resolver. */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await makeAgent(server, { task: { VIEW_TASKS_TABLE: true } }, { socket: false })).token;
});
afterAll(async () => {
  await server.close();
});

describe('control characters in text arguments', () => {
  it.each<[string, string, Record<string, unknown>]>([
    [
      'a NUL in a variable',
      `mutation($c: String!) { startBreak(reason: $c) { message } }`,
      { c: 'lunch\u0000' },
    ],
    [
      'a NUL deep in an input object',
      `mutation($i: AreaInput!) { updateArea(_id: "x", version: 1, input: $i) { _id } }`,
      { i: { nested: ['ok', { deeper: 'a\u0000b' }] } },
    ],
    ['a NUL written into the query', `mutation { startBreak(reason: "lunch\\u0000") { message } }`, {}],
    ['a bell character', `mutation($c: String!) { startBreak(reason: $c) { message } }`, { c: 'ring\u0007' }],
  ])('%s is refused clearly', async (_label, query, variables) => {
    const answer = await server.gql(query, variables, token);
    expect(answer.errors?.[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('tabs and new lines pass', async () => {
    const answer = await server.gql(
      `mutation($c: String!) { startBreak(reason: $c) { message } }`,
      { c: 'line one\n\tline two\r\n' },
      token,
    );
    expect(answer.errors?.[0]?.message).not.toBe(CONTROL_CHARACTER_MESSAGE);
  });
});

describe('the alias limit', () => {
  it('counts __typename aliases like any other', async () => {
    const many = Array.from({ length: ARMOR_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const answer = await server.gql(`{ ${many} }`, {}, token);
    expect(answer.errors?.[0]?.message).toBe(
      `Syntax Error: Aliases limit of ${ARMOR_LIMITS.maxAliases} exceeded, found ${ARMOR_LIMITS.maxAliases + 1}.`,
    );
    const few = Array.from({ length: ARMOR_LIMITS.maxAliases }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await server.gql(`{ ${few} }`, {}, token)).errors).toBeUndefined();
  });
});
