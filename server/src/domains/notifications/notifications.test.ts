import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@ops/shared/rules/pushNotification';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { makeArea } from '../tasks/testing';
import { users } from '../../platform/session/tables';

let server: TestServer;
let sender: string;
let areaId: string;
beforeAll(async () => {
  server = await startTestServer();
  sender = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 2,
      permissions: { notifications: { VIEW_PAGE: true, SEND: true } },
    }),
  );
  areaId = (await makeArea(server.server.deps)).id;
  const now = server.clock.now().getTime();
  const day = 86_400_000;
  const rider = (over: Partial<typeof users.$inferInsert>) => ({
    id: newId(),
    name: 'Rider',
    phoneNumber: `+2015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    areaId,
    ...over,
  });
  await server.handle.db
    .insert(users)
    .values([
      rider({ lastRideAt: new Date(now - 2 * day), balancePiasters: -500, uniqueDeviceId: 'd1' }),
      rider({ lastRideAt: new Date(now - 3 * day), balancePiasters: 1000, uniqueDeviceId: 'd2' }),
      rider({ lastRideAt: new Date(now - 3 * day), balancePiasters: -100, uniqueDeviceId: null }),
      rider({ lastRideAt: new Date(now - 60 * day), balancePiasters: -100, uniqueDeviceId: 'd4' }),
      rider({ lastRideAt: null, balancePiasters: 0, uniqueDeviceId: 'd5' }),
      rider({ lastRideAt: new Date(now - day), balancePiasters: -100, uniqueDeviceId: 'd6', active: false }),
    ]);
});
afterAll(async () => server.close());

const COUNT = `query($segment: PushSegmentInput!) { countPushAudience(segment: $segment) }`;
const SEND = `mutation($title: String!, $body: String!, $segment: PushSegmentInput!) { sendPushNotification(title: $title, body: $body, segment: $segment) { _id audience provider targeted delivered failed } }`;

describe('push notifications to rider segments', () => {
  it.each([
    [{ activity: 'any', balance: 'any' }, 5],
    [{ activity: 'activeLast30Days', balance: 'any' }, 3],
    [{ activity: 'activeLast30Days', balance: 'negative' }, 2],
    [{ activity: 'inactiveLast30Days', balance: 'any' }, 1],
    [{ activity: 'neverRode', balance: 'zero' }, 1],
    [{ activity: 'any', balance: 'positive' }, 1],
  ])('segment %o reaches %i active riders of the area', async (segment, expected) => {
    const response = await server.gql<{ countPushAudience: number }>(
      COUNT,
      { segment: { areaIds: [areaId], ...segment } },
      sender,
    );
    expect(response.data?.countPushAudience).toBe(expected);
  });

  it('sends through the simulated provider and keeps its delivery counts', async () => {
    const sent = await server.gql<{ sendPushNotification: Record<string, unknown> }>(
      SEND,
      {
        title: 'Ride again',
        body: 'Settle your balance and ride today',
        segment: { areaIds: [areaId], activity: 'activeLast30Days', balance: 'negative' },
      },
      sender,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendPushNotification).toMatchObject({
      provider: 'simulated',
      targeted: 2,
      delivered: 1,
      failed: 1,
    });
    expect(sent.data!.sendPushNotification.audience).toMatch(
      /^Riders in Area .+ · Rode in the last 30 days · Negative balance$/,
    );
    const one = await server.gql<{ getPushNotification: { targeted: number } }>(
      `query($id: ID!) { getPushNotification(id: $id) { targeted } }`,
      { id: sent.data!.sendPushNotification._id },
      sender,
    );
    expect(one.data?.getPushNotification.targeted).toBe(2);
  });

  it.each([
    [
      { title: '', body: 'b', segment: { areaIds: [], activity: 'any', balance: 'any' } },
      PUSH_MESSAGES.titleRequired,
    ],
    [
      { title: 't', body: 'x'.repeat(241), segment: { areaIds: [], activity: 'any', balance: 'any' } },
      PUSH_MESSAGES.bodyTooLong,
    ],
    [
      { title: 't', body: 'b', segment: { areaIds: [], activity: 'sometimes', balance: 'any' } },
      PUSH_MESSAGES.badSegment,
    ],
    [
      { title: 't', body: 'b', segment: { areaIds: ['no-such-area'], activity: 'any', balance: 'any' } },
      PUSH_MESSAGES.noRiders,
    ],
  ])('refuses %o', async (variables, message) => {
    expect((await server.gql(SEND, variables, sender)).errors?.[0]?.message).toBe(message);
  });
});
