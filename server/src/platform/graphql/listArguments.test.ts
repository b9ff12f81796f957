import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_ARGUMENT_ITEMS, tooManyItemsMessage } from '@ops/shared/rules/limits';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createStaff, signIn } from '../../../test/staff';
import { newId } from '../lib/ids';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(
    server,
    await createStaff(server.handle.db, { permissions: { vehicles: { ACTIVATE_AND_RING: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

const OUTCOMES = `query($ids: [ID!]!) { vehicleCommandOutcomes(commandIds: $ids) { commandId } }`;

describe('a bound on every list argument (issue 24)', () => {
  it('refuses a list one item past the bound, with the argument named, and answers one at the bound', async () => {
    const ids = Array.from({ length: MAX_LIST_ARGUMENT_ITEMS + 1 }, () => newId());
    const refused = await server.gql(OUTCOMES, { ids }, token);
    expect(refused.errors?.[0]?.message).toBe(tooManyItemsMessage('commandIds'));
    expect(refused.errors?.[0]?.message).toBe('Too many items in commandIds: at most 5,000 at once');
    const answered = await server.gql<{ vehicleCommandOutcomes: unknown[] }>(
      OUTCOMES,
      { ids: ids.slice(1) },
      token,
    );
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.vehicleCommandOutcomes).toEqual([]);
  });
});
