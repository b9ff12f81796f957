import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CUSTODY_MESSAGES, CUSTODY_MISMATCH_CASE } from '@ops/shared/rules/custody';
import { checkUserInTasks } from '../attendance/service';
import { newId } from '../../platform/lib/ids';
import { getUserAssignedTask, makeAgent, AGENT_PERMISSIONS, SUPERVISOR_PERMISSIONS } from '../tasks/testing';
import { useTaskTestServer } from '../tasks/testServerHooks';
import { tasks } from '../tasks/engine';
import { custodyTransfers } from './tables';

const ctx = useTaskTestServer();

const CUSTODY_FIELDS = `_id status mismatch mismatchTaskId mismatchTaskStatus batteriesCountGiver batteriesCountReceiver batteriesImageGiver giver { _id name } receiver { _id } area { name }`;

async function pendingTransfer(
  giverId: string,
  receiverId: string,
  given = 6,
  ignoreValidation = false,
): Promise<string> {
  const id = newId();
  await ctx.deps.db.insert(custodyTransfers).values({
    id,
    areaId: ctx.areaId,
    giverId,
    receiverId,
    batteriesCountGiver: given,
    batteriesImageGiverKey: 'custody-transfers/batteries-1.png',
    ignoreValidation,
  });
  return id;
}

const ACCEPT = `mutation($id: ID!, $n: Int!) { acceptCustodyTransfer(_id: $id, batteriesCount: $n) { ${CUSTODY_FIELDS} } }`;

describe('custody transfers (issue 12 §2)', () => {
  it('a receiver count unlike the giver\u2019s opens one task, offered to a checked-in supervisor and not to an agent', async () => {
    const custodyPermissions = { custodyTransfer: { VIEW_PAGE: true, ACCEPT: true } };
    const giver = await makeAgent(ctx.server, custodyPermissions, { socket: false, level: 8 });
    const receiver = await makeAgent(ctx.server, custodyPermissions, { socket: false, level: 8 });
    const agent = await makeAgent(ctx.server, AGENT_PERMISSIONS, { socket: false });
    const supervisor = await makeAgent(
      ctx.server,
      { ...SUPERVISOR_PERMISSIONS, custodyTransfer: { VIEW_PAGE: true, RESOLVE_MISMATCH: true } },
      { socket: false, level: 4 },
    );
    await checkUserInTasks(ctx.deps, agent.session);

    const matching = await pendingTransfer(giver.userId, receiver.userId, 6);
    const ok = await ctx.server.gql<{
      acceptCustodyTransfer: { status: string; mismatch: boolean; mismatchTaskId: string | null };
    }>(ACCEPT, { id: matching, n: 6 }, receiver.token);
    expect(ok.data?.acceptCustodyTransfer).toMatchObject({
      status: 'accepted',
      mismatch: false,
      mismatchTaskId: null,
    });

    const short = await pendingTransfer(giver.userId, receiver.userId, 6);
    expect((await ctx.server.gql(ACCEPT, { id: short, n: 5 }, giver.token)).errors?.[0]?.message).toBe(
      CUSTODY_MESSAGES.notReceiver,
    );
    const accepted = await ctx.server.gql<{
      acceptCustodyTransfer: { mismatch: boolean; mismatchTaskId: string };
    }>(ACCEPT, { id: short, n: 5 }, receiver.token);
    expect(accepted.data?.acceptCustodyTransfer.mismatch).toBe(true);
    const taskId = accepted.data!.acceptCustodyTransfer.mismatchTaskId;
    expect(taskId).toBeTruthy();
    expect((await ctx.server.gql(ACCEPT, { id: short, n: 5 }, receiver.token)).errors?.[0]?.message).toBe(
      CUSTODY_MESSAGES.notPending,
    );

    // The checked-in support agent is idle but is not given the custody task.
    expect((await getUserAssignedTask(ctx.deps, agent.session)).task).toBeNull();
    await checkUserInTasks(ctx.deps, supervisor.session);
    const held = await getUserAssignedTask(ctx.deps, supervisor.session);
    expect(held.task).toMatchObject({
      _id: taskId,
      type: 'CustodyTransfer',
      custodyTransferId: short,
      mainCase: CUSTODY_MISMATCH_CASE,
    });

    const openTasks = await ctx.deps.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.custodyTransferId, short)));
    expect(openTasks).toHaveLength(1);

    // Only the supervisor holding it closes it, with what was found.
    const RESOLVE = `mutation($t: ID!, $c: String!) { resolveCustodyMismatch(taskId: $t, comment: $c) { _id mismatchTaskStatus } }`;
    const otherSupervisor = await makeAgent(
      ctx.server,
      { custodyTransfer: { VIEW_PAGE: true, RESOLVE_MISMATCH: true } },
      { socket: false, level: 4 },
    );
    expect(
      (await ctx.server.gql(RESOLVE, { t: taskId, c: 'Recounted' }, otherSupervisor.token)).errors?.[0]
        ?.message,
    ).toBe(CUSTODY_MESSAGES.notYourTask);
    expect(
      (await ctx.server.gql(RESOLVE, { t: taskId, c: '  ' }, supervisor.token)).errors?.[0]?.message,
    ).toBe(CUSTODY_MESSAGES.commentRequired);
    expect(
      (await ctx.server.gql(RESOLVE, { t: taskId, c: 'Recounted' }, agent.token)).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    const resolved = await ctx.server.gql<{ resolveCustodyMismatch: { mismatchTaskStatus: string } }>(
      RESOLVE,
      { t: taskId, c: 'Recounted: one battery was in the van' },
      supervisor.token,
    );
    expect(resolved.data?.resolveCustodyMismatch.mismatchTaskStatus).toBe('resolved');

    // Validation ignored: highlighted as a mismatch, but no task.
    const waived = await pendingTransfer(giver.userId, receiver.userId, 4, true);
    const noTask = await ctx.server.gql<{
      acceptCustodyTransfer: { mismatch: boolean; mismatchTaskId: string | null };
    }>(ACCEPT, { id: waived, n: 3 }, receiver.token);
    expect(noTask.data?.acceptCustodyTransfer).toMatchObject({ mismatch: true, mismatchTaskId: null });
  });

  it('lists from page 0 with filters and totalCount, and signs only battery photos', async () => {
    const viewer = await makeAgent(ctx.server, { custodyTransfer: { VIEW_PAGE: true } }, { socket: false });
    const someone = await makeAgent(ctx.server, {}, { socket: false });
    await pendingTransfer(someone.userId, viewer.userId, 3);
    const LIST = `query($p: Int, $r: Int, $f: String) { getCustodyTransfers(pageNumber: $p, rowsPerPage: $r, filters: $f) { totalCount custodyTransfers { ${CUSTODY_FIELDS} } } }`;
    const page = await ctx.server.gql<{
      getCustodyTransfers: { totalCount: number; custodyTransfers: { giver: { _id: string } }[] };
    }>(LIST, { p: 0, r: 25, f: JSON.stringify({ giver: someone.userId, status: 'pending' }) }, viewer.token);
    expect(page.data?.getCustodyTransfers.totalCount).toBe(1);
    expect(page.data?.getCustodyTransfers.custodyTransfers[0]?.giver._id).toBe(someone.userId);
    const mismatches = await ctx.server.gql<{
      getCustodyTransfers: { custodyTransfers: { mismatch: boolean }[] };
    }>(LIST, { p: 0, f: JSON.stringify({ mismatch: true }) }, viewer.token);
    expect(mismatches.data?.getCustodyTransfers.custodyTransfers.every((t) => t.mismatch)).toBe(true);
    const SIGN = `query($u: String!) { getCustodyTransferImagePreSignedUrl(imageUrl: $u) }`;
    const signed = await ctx.server.gql<{ getCustodyTransferImagePreSignedUrl: string }>(
      SIGN,
      { u: 'custody-transfers/batteries-1.png' },
      viewer.token,
    );
    expect(signed.data?.getCustodyTransferImagePreSignedUrl).toMatch(
      /^\/files\/custody-transfers\/batteries-1\.png\?expires=\d+&sig=/,
    );
    expect(
      (await ctx.server.gql(SIGN, { u: 'id-verifications/front.png' }, viewer.token)).errors?.[0]?.message,
    ).toBe('Image not found');
  });
});
