import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parse, type FieldNode } from 'graphql';
import type { TypedDocument } from '../../lib/graphqlClient';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import { sampleTask } from './testTask';

/**
 * Issue 6 item 26: the Task History (and the cards) follow the agent's own actions
 * without a reload. A real store and the real endpoints; only the network is replaced
 * by a small in-memory server that appends history the way the API does.
 */
const server = vi.hoisted(() => ({ history: [] as Array<{ action: string }>, calls: [] as string[] }));

vi.mock('../../lib/graphqlClient', () => ({
  gqlRequest: async (
    document: TypedDocument<unknown, Record<string, unknown>>,
    variables?: Record<string, unknown>,
  ) => {
    // The renderer sends documents as text; the fake server reads them as the API would.
    const operation = parse(document.toString()).definitions.find((d) => d.kind === 'OperationDefinition');
    if (!operation || operation.kind !== 'OperationDefinition') throw new Error('no operation');
    const name = operation.name?.value ?? '';
    const field = (operation.selectionSet.selections[0] as FieldNode).name.value;
    server.calls.push(name);
    const record = (action: string) => server.history.push({ action });
    switch (name) {
      case 'ResolveTaskById':
        return { [field]: taskNow() };
      case 'ResolveSaveTaskAction':
        record(String(variables?.action));
        return { [field]: taskNow() };
      case 'ResolveFlagTask':
        record('FLAGGED');
        return { [field]: { ...taskNow(), flaggedBy: 'me' } };
      case 'ResolveVehicleCommand':
        record('VEHICLE_COMMAND');
        return { [field]: [{ vehicleId: 'v1', status: 'sent', error: null }] };
      case 'ResolveMotorAction':
      case 'ResolveDisableVehicle':
      case 'ResolveAckStolen':
      case 'ResolveSpeedLimit':
      case 'BalanceDialogEdit':
      case 'ResolveToggleActivate':
      case 'ResolveEndRideForFree':
      case 'ResolveEndRidePayWithAmount':
        record(name);
        return { [field]: { status: 'acknowledged', error: null } };
      default:
        return { [field]: null };
    }
  },
}));

const { makeStore } = await import('../../app/store');
const { resolveTasksApi } = await import('./resolveTasksApi');
const { actionsApi, refreshAfterBalanceEdit } = await import('./actionsApi');
const { balanceApi } = await import('../../components/balance/balanceApi');
const { cacheWritesForEvent } = await import('./taskEvents');

function taskNow(): TaskPayload {
  return sampleTask({
    actionsHistory: server.history.map((entry, i) => ({
      _id: `h${i}`,
      action: entry.action,
      value: null,
      date: '2026-01-01T00:00:00Z',
      user: 'me',
      userName: 'Me',
      phoneNumber: null,
    })),
  });
}

type Store = ReturnType<typeof makeStore>;
const selectTask = resolveTasksApi.endpoints.taskDetails.select('t1');
// The app's RootState types the base api; the injected endpoints' tags are added at run time.
const historyIn = (store: Store) =>
  selectTask(store.getState() as Parameters<typeof selectTask>[0]).data?.actionsHistory.map(
    (entry) => entry.action,
  ) ?? null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function openHistory(): Promise<Store> {
  const store = makeStore();
  void store.dispatch(resolveTasksApi.endpoints.taskDetails.initiate('t1'));
  await settle();
  expect(historyIn(store)).toEqual([]);
  return store;
}

const ids = { taskId: 't1', vehicleId: 'v1' };
/** Every action of the task view that the server records in the task history. */
const ACTIONS: Record<string, (store: Store) => Promise<unknown>> = {
  ring: (store) => store.dispatch(actionsApi.endpoints.vehicleCommand.initiate({ ...ids, message: 'ring' })),
  motorLock: (store) =>
    store.dispatch(actionsApi.endpoints.motorAction.initiate({ ...ids, code: 'C1001', action: 'lock' })),
  disable: (store) => store.dispatch(actionsApi.endpoints.disableVehicle.initiate({ ...ids, code: 'C1001' })),
  ack: (store) =>
    store.dispatch(actionsApi.endpoints.acknowledgeStolenAlert.initiate({ ...ids, code: 'C1001' })),
  speed: (store) =>
    store.dispatch(actionsApi.endpoints.changeSpeedLimit.initiate({ ...ids, code: 'C1001', speed: 15 })),
  // The shared dialog refreshes nothing itself; the workspace's onDone refreshes its views.
  balance: async (store) => {
    await store.dispatch(
      balanceApi.endpoints.editBalanceFromDialog.initiate({
        id: 'u1',
        balance: 5,
        additionalReason: 'Compensation',
        customComment: null,
        taskId: 't1',
      }),
    );
    store.dispatch(refreshAfterBalanceEdit({ ...ids, userId: 'u1' }));
  },
  activation: (store) => store.dispatch(actionsApi.endpoints.toggleActivate.initiate({ ...ids, id: 'u1' })),
  endFree: (store) => store.dispatch(actionsApi.endpoints.endRideForFree.initiate({ ...ids, id: 'r1' })),
  endPay: (store) =>
    store.dispatch(
      actionsApi.endpoints.endRidePayWithAmount.initiate({
        ...ids,
        id: 'r1',
        balance: 3,
        additionalReason: 'Compensation',
        customComment: null,
        riderId: 'u1',
      }),
    ),
};

describe('task history follows the agent’s own actions', () => {
  beforeEach(() => {
    server.history = [];
    server.calls = [];
  });

  it.each(Object.entries(ACTIONS))(
    '%s: the history shows the new entry without a reload',
    async (_name, action) => {
      const store = await openHistory();
      await action(store);
      await settle();
      expect(historyIn(store)).toHaveLength(1);
    },
  );

  it('Called User: the answer is the task, written into the cache without another request', async () => {
    const store = await openHistory();
    const fetches = server.calls.filter((name) => name === 'ResolveTaskById').length;
    await store.dispatch(
      resolveTasksApi.endpoints.saveTaskAction.initiate({ taskId: 't1', action: 'CONTACTED_USER' }),
    );
    expect(historyIn(store)).toEqual(['CONTACTED_USER']);
    expect(server.calls.filter((name) => name === 'ResolveTaskById')).toHaveLength(fetches);
  });

  it('flag: the answer carries the FLAGGED entry', async () => {
    const store = await openHistory();
    await store.dispatch(resolveTasksApi.endpoints.setTaskToFlagged.initiate('t1'));
    expect(historyIn(store)).toEqual(['FLAGGED']);
  });

  it("an 'UPDATED TASK' event replaces the cached task", async () => {
    const store = await openHistory();
    server.history.push({ action: 'caseAdded' });
    for (const write of cacheWritesForEvent({ event: REALTIME_EVENTS.UPDATED_TASK, payload: taskNow() }))
      store.dispatch(write);
    expect(historyIn(store)).toEqual(['caseAdded']);
  });

  it('events about tasks nobody has open write nothing', () => {
    const store = makeStore();
    for (const write of cacheWritesForEvent({ event: REALTIME_EVENTS.UPDATED_TASK, payload: taskNow() }))
      store.dispatch(write);
    expect(historyIn(store)).toBeNull();
    expect(
      cacheWritesForEvent({
        event: REALTIME_EVENTS.CHECK_OUT_USER,
        payload: { userId: 'me', checkedOutBy: 's1', checkedOutByName: 'Supervisor', comment: null },
      }),
    ).toEqual([]);
  });
});
