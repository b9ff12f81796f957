import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { TypedDocument } from '../../lib/graphqlClient';

/**
 * Issue 26: a change raised while a live list's first answer is on its way is shown. A real
 * store, the real endpoints and the real wire (deliverFromWire); only the network is replaced,
 * by answers the test lets through when it chooses.
 */
const server = vi.hoisted(() => ({
  calls: [] as string[],
  gates: [] as Array<() => void>,
  answers: {} as Record<string, unknown>,
}));

vi.mock('../../lib/graphqlClient', () => ({
  gqlRequest: async (document: TypedDocument<unknown, Record<string, unknown>>) => {
    const operation = parse(document.toString()).definitions.find((d) => d.kind === 'OperationDefinition');
    const name = operation?.kind === 'OperationDefinition' ? (operation.name?.value ?? '') : '';
    server.calls.push(name);
    // Every answer waits until the test lets it through: the first load is "in flight".
    await new Promise<void>((resolve) => server.gates.push(resolve));
    return server.answers[name];
  },
}));

const { makeStore } = await import('../../app/store');
const { usersApi } = await import('../users/usersApi');
const { idVerificationListApi } = await import('../idVerification/idVerificationListApi');
const { deliverFromWire } = await import('./realtime');

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
const answerAll = () => server.gates.splice(0).forEach((go) => go());

afterEach(() => {
  server.calls.length = 0;
  server.gates.length = 0;
});

const existing = {
  _id: 'u1',
  name: 'Old Rider',
  phoneNumber: '+201000000001',
  email: null,
  balance: 0,
  tripsCount: 3,
  type: 'user',
  active: true,
  blocked: false,
  verificationStatus: null,
  area: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastRideAt: null,
};
const newUser = {
  _id: 'u2',
  name: 'New Rider',
  phoneNumber: '+201000000002',
  email: null,
  type: 'user',
  balance: 0,
  area: null,
  createdAt: '2026-11-29T10:00:00.000Z',
};

describe('a live list hears what is raised during its first load', () => {
  it('Users: a sign-up during the first load is on the page once the answer is in (and only once)', async () => {
    // The server read its answer before the sign-up: the page must add it.
    server.answers.UsersList = { getUsers: { totalNumberOfUsers: 1, totalPages: 1, users: [existing] } };
    const store = makeStore();
    const args = { pageNumber: 1, rowsPerPage: 10 };
    const query = store.dispatch(usersApi.endpoints.getUsers.initiate(args));
    await settle();
    expect(server.calls).toEqual(['UsersList']);
    deliverFromWire(REALTIME_EVENTS.NEW_USER, newUser);
    deliverFromWire(REALTIME_EVENTS.NEW_USER, newUser);
    answerAll();
    await settle();
    const page = usersApi.endpoints.getUsers.select(args)(
      store.getState() as Parameters<ReturnType<typeof usersApi.endpoints.getUsers.select>>[0],
    ).data;
    expect(page?.users.map((user) => user._id)).toEqual(['u2', 'u1']);
    expect(page?.totalNumberOfUsers).toBe(2);
    query.unsubscribe();
  });

  it('ID verification: a new pending verification during the first load reads the list again once it is in', async () => {
    server.answers.IdvList = { getIDVerifications: { totalCount: 0, totalPages: 0, verifies: [] } };
    const store = makeStore();
    const query = store.dispatch(idVerificationListApi.endpoints.getIDVerifications.initiate({}));
    await settle();
    expect(server.calls).toEqual(['IdvList']);
    deliverFromWire(REALTIME_EVENTS.NEW_PENDING_VERIFICATION, { _id: 'v1', user: 'u9' });
    answerAll();
    // The list asks again after its live delay (500 ms), once.
    await settle(700);
    expect(server.calls).toEqual(['IdvList', 'IdvList']);
    answerAll();
    query.unsubscribe();
  });
});
