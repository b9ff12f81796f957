import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { ID_VERIFICATION_MESSAGES } from '@ops/shared/rules/idVerification';
import { INVALID_NATIONAL_ID } from '@ops/shared/rules/nationalId';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { closeAgents, makeAgent, type Agent } from '../tasks/testing';
import { tasks } from '../tasks/engine';
import { users } from '../../platform/session/tables';
import { DECLINE_VERIFICATION_REASONS, IDV_MESSAGES } from './messages';
import { idVerifications } from './tables';
import { createRiderWithVerification, createVerificationTask, validNationalId } from './testFixtures';

const CHECK = `mutation($id: ID!, $status: String!, $skipped: Boolean, $nationalID: String, $reason: String, $ignore: Boolean) {
  idVerifyCheck(_id: $id, status: $status, skipped: $skipped, nationalID: $nationalID, reason: $reason, ignoreValidation: $ignore) { _id status skipped }
}`;
const SINGLE = `query($id: ID) { getSinglePendingIDVerify(_id: $id) { _id status skipped nationalID user { _id } ocrData { firstName lastName IDNumber address1 } lastUpdatedBy { _id } selfieImageURL } }`;
const HOLDER = `query($n: String!, $ne: ID) { getIDVerificationByIDNumber(nationalID: $n, neUserID: $ne) { verificationId user { _id name } } }`;
const REASONS = `query { getDeclineVerificationReasons }`;
const SIGN = `query($key: String) { getIDVerificationPreSignedUrl(imageUrl: $key) }`;

const REVIEWER: RolePermissions = { users: { VIEW_VERIFICATION: true, VERIFY_ID_REQUESTS: true } };
const BYPASSER: RolePermissions = {
  users: { VIEW_VERIFICATION: true, VERIFY_ID_REQUESTS: true, BYPASS_NATIONAL_ID_VERIFICATION: true },
};

let server: TestServer;
let dataDir: string;
let reviewer: Agent;
const agents: Agent[] = [];
const errorOf = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;
const db = () => server.handle.db;
const rowOf = async (id: string) =>
  (await db().select().from(idVerifications).where(eq(idVerifications.id, id)))[0]!;
const nationalIdOf = async (userId: string) =>
  (await db().select({ n: users.nationalId }).from(users).where(eq(users.id, userId)))[0]!.n;

async function agent(permissions: RolePermissions): Promise<Agent> {
  const made = await makeAgent(server, permissions);
  agents.push(made);
  return made;
}

beforeAll(async () => {
  // Its own files folder: the signed-URL test writes an image.
  dataDir = await mkdtemp(path.join(tmpdir(), 'idv-test-'));
  server = await startTestServer({ config: { dataDir } });
  reviewer = await agent(REVIEWER);
  // The pending-ID counters of 03 §2.3 listen on this topic.
  await new Promise((resolve) => reviewer.socket!.emit('SUB_REMOVE_PENDING_VERIFICATION', resolve));
});
afterAll(async () => {
  closeAgents(agents);
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('idVerifyCheck accept', () => {
  it('accepts a valid national ID: status, reviewer, status time and the user national ID in one go; the task resolves and REMOVE_PENDING_VERIFICATION is sent', async () => {
    const { userId, verificationId } = await createRiderWithVerification(db());
    const holder = await agent({ task: { RESOLVE_TASKS: true } });
    const taskId = await createVerificationTask(db(), verificationId, holder.userId);
    const nationalID = validNationalId();
    const response = await server.gql(
      CHECK,
      { id: verificationId, status: 'accepted', nationalID },
      reviewer.token,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      idVerifyCheck: { _id: verificationId, status: 'accepted', skipped: false },
    });
    const row = await rowOf(verificationId);
    expect(row).toMatchObject({
      status: 'accepted',
      nationalId: nationalID,
      lastUpdatedById: reviewer.userId,
    });
    expect(row.lastStatusAt).toBeInstanceOf(Date);
    expect(await nationalIdOf(userId)).toBe(nationalID);
    expect(
      await reviewer.next('REMOVE_PENDING_VERIFICATION', (p: { _id: string }) => p._id === verificationId),
    ).toMatchObject({ user: userId, status: 'accepted' });
    // 01 §4: the holder hears the task resolved, which clears their ID-verification view.
    expect(await holder.next<TaskPayload>('UPDATED TASK', (p) => p._id === taskId)).toMatchObject({
      status: 'resolved',
    });
    const [task] = await db().select().from(tasks).where(eq(tasks.id, taskId));
    expect(task).toMatchObject({ status: 'resolved', resolvedBy: reviewer.userId });
  });

  it('refuses an invalid national ID with the spec message and changes nothing', async () => {
    const { userId, verificationId } = await createRiderWithVerification(db());
    for (const nationalID of ['12345', '29013401012345', '', null]) {
      expect(
        errorOf(
          await server.gql(CHECK, { id: verificationId, status: 'accepted', nationalID }, reviewer.token),
        ),
      ).toBe(INVALID_NATIONAL_ID);
    }
    expect((await rowOf(verificationId)).status).toBe('pending');
    expect(await nationalIdOf(userId)).toBeNull();
  });

  it('reads Arabic-Indic digits as the same ID', async () => {
    const { userId, verificationId } = await createRiderWithVerification(db());
    const ascii = validNationalId();
    const arabic = ascii.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(
      errorOf(
        await server.gql(
          CHECK,
          { id: verificationId, status: 'accepted', nationalID: arabic },
          reviewer.token,
        ),
      ),
    ).toBeUndefined();
    expect(await nationalIdOf(userId)).toBe(ascii);
  });

  it('accepts without validation only with BYPASS_NATIONAL_ID_VERIFICATION', async () => {
    const { userId, verificationId } = await createRiderWithVerification(db());
    const refused = await server.gql(
      CHECK,
      { id: verificationId, status: 'accepted', nationalID: 'A1234567', ignore: true },
      reviewer.token,
    );
    expect(errorOf(refused)).toBe(IDV_MESSAGES.bypassNotAllowed);
    expect((await rowOf(verificationId)).status).toBe('pending');
    const bypasser = await agent(BYPASSER);
    expect(
      errorOf(
        await server.gql(
          CHECK,
          { id: verificationId, status: 'accepted', nationalID: 'A1234567', ignore: true },
          bypasser.token,
        ),
      ),
    ).toBeUndefined();
    expect(await nationalIdOf(userId)).toBe('A1234567');
  });

  it('refuses a national ID another user holds, and the lookup names that user but never the verification own user', async () => {
    const nationalID = validNationalId();
    const owner = await createRiderWithVerification(db(), { status: 'accepted', nationalId: nationalID });
    const { userId, verificationId } = await createRiderWithVerification(db());
    expect(
      errorOf(
        await server.gql(CHECK, { id: verificationId, status: 'accepted', nationalID }, reviewer.token),
      ),
    ).toBe(ID_VERIFICATION_MESSAGES.relatedToAnotherUser);
    expect((await rowOf(verificationId)).status).toBe('pending');
    expect(await nationalIdOf(userId)).toBeNull();
    const found = await server.gql<{
      getIDVerificationByIDNumber: { verificationId: string; user: { _id: string } } | null;
    }>(HOLDER, { n: nationalID, ne: userId }, reviewer.token);
    expect(found.data?.getIDVerificationByIDNumber).toMatchObject({
      verificationId: owner.verificationId,
      user: { _id: owner.userId },
    });
    const self = await server.gql<{ getIDVerificationByIDNumber: unknown }>(
      HOLDER,
      { n: nationalID, ne: owner.userId },
      reviewer.token,
    );
    expect(self.data?.getIDVerificationByIDNumber).toBeNull();
  });
});

describe('idVerifyCheck decline, skip and state', () => {
  it('declines only with a reason from the list', async () => {
    const { verificationId } = await createRiderWithVerification(db());
    for (const reason of [null, '  ', 'Because']) {
      expect(
        errorOf(await server.gql(CHECK, { id: verificationId, status: 'declined', reason }, reviewer.token)),
      ).toBe(ID_VERIFICATION_MESSAGES.declineReasonRequired);
    }
    const reasons = await server.gql<{ getDeclineVerificationReasons: string[] }>(
      REASONS,
      {},
      reviewer.token,
    );
    expect(reasons.data?.getDeclineVerificationReasons).toEqual(DECLINE_VERIFICATION_REASONS);
    const reason = DECLINE_VERIFICATION_REASONS[0]!;
    expect(
      errorOf(await server.gql(CHECK, { id: verificationId, status: 'declined', reason }, reviewer.token)),
    ).toBeUndefined();
    expect(await rowOf(verificationId)).toMatchObject({
      status: 'declined',
      reason,
      lastUpdatedById: reviewer.userId,
    });
    expect(
      await reviewer.next('REMOVE_PENDING_VERIFICATION', (p: { _id: string }) => p._id === verificationId),
    ).toMatchObject({ status: 'declined' });
  });

  it('decides only while pending', async () => {
    const { verificationId } = await createRiderWithVerification(db());
    const reason = DECLINE_VERIFICATION_REASONS[1]!;
    expect(
      errorOf(await server.gql(CHECK, { id: verificationId, status: 'declined', reason }, reviewer.token)),
    ).toBeUndefined();
    expect(
      errorOf(
        await server.gql(
          CHECK,
          { id: verificationId, status: 'accepted', nationalID: validNationalId() },
          reviewer.token,
        ),
      ),
    ).toBe(IDV_MESSAGES.alreadyChecked);
    expect(
      errorOf(
        await server.gql(CHECK, { id: verificationId, status: 'pending', skipped: true }, reviewer.token),
      ),
    ).toBe(IDV_MESSAGES.alreadyChecked);
    expect(
      errorOf(
        await server.gql(
          CHECK,
          { id: 'ffffffffffffffffffffffff', status: 'declined', reason },
          reviewer.token,
        ),
      ),
    ).toBe(ID_VERIFICATION_MESSAGES.notFound);
    expect(errorOf(await server.gql(CHECK, { id: verificationId, status: 'removed' }, reviewer.token))).toBe(
      IDV_MESSAGES.invalidStatus,
    );
  });

  it('a skip keeps it pending and marks it skipped, and leaves its task open', async () => {
    const { verificationId } = await createRiderWithVerification(db());
    const taskId = await createVerificationTask(db(), verificationId);
    const response = await server.gql(
      CHECK,
      { id: verificationId, status: 'pending', skipped: true },
      reviewer.token,
    );
    expect(response.data).toEqual({
      idVerifyCheck: { _id: verificationId, status: 'pending', skipped: true },
    });
    expect(await rowOf(verificationId)).toMatchObject({
      status: 'pending',
      skipped: true,
      lastStatusAt: null,
    });
    expect((await db().select().from(tasks).where(eq(tasks.id, taskId)))[0]?.status).toBe('unassigned');
  });
});

describe('who may review', () => {
  it('refuses a role without the permissions, and lets the holder of the open task act on that one verification only', async () => {
    const { verificationId } = await createRiderWithVerification(db());
    const other = await createRiderWithVerification(db());
    const taskAgent = await agent({ task: { RESOLVE_TASKS: true } });
    const reason = DECLINE_VERIFICATION_REASONS[2]!;
    expect(
      errorOf(await server.gql(CHECK, { id: verificationId, status: 'declined', reason }, taskAgent.token)),
    ).toBe(IDV_MESSAGES.notAllowed);
    expect(errorOf(await server.gql(SINGLE, { id: verificationId }, taskAgent.token))).toBe(
      IDV_MESSAGES.notAllowed,
    );
    expect(errorOf(await server.gql(SINGLE, {}, taskAgent.token))).toBe(IDV_MESSAGES.notAllowed);
    await createVerificationTask(db(), verificationId, taskAgent.userId);
    expect(errorOf(await server.gql(SINGLE, { id: verificationId }, taskAgent.token))).toBeUndefined();
    expect(
      errorOf(
        await server.gql(CHECK, { id: other.verificationId, status: 'declined', reason }, taskAgent.token),
      ),
    ).toBe(IDV_MESSAGES.notAllowed);
    expect(
      errorOf(await server.gql(CHECK, { id: verificationId, status: 'declined', reason }, taskAgent.token)),
    ).toBeUndefined();
  });

  it('refuses anonymous calls at the gate', async () => {
    expect((await server.gql(REASONS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('reads', () => {
  it('getSinglePendingIDVerify: by id in any status, or a random pending one', async () => {
    const { verificationId, userId } = await createRiderWithVerification(db());
    const byId = await server.gql<{ getSinglePendingIDVerify: Record<string, unknown> }>(
      SINGLE,
      { id: verificationId },
      reviewer.token,
    );
    expect(byId.data?.getSinglePendingIDVerify).toMatchObject({
      _id: verificationId,
      status: 'pending',
      user: { _id: userId },
      ocrData: { firstName: 'Mona', lastName: 'Hassan', IDNumber: '29001010112345', address1: null },
    });
    const random = await server.gql<{ getSinglePendingIDVerify: { status: string } | null }>(
      SINGLE,
      {},
      reviewer.token,
    );
    expect(random.data?.getSinglePendingIDVerify?.status).toBe('pending');
    const missing = await server.gql<{ getSinglePendingIDVerify: unknown }>(
      SINGLE,
      { id: 'verify' },
      reviewer.token,
    );
    expect(missing.data?.getSinglePendingIDVerify).toBeNull();
  });

  it('signs only the image keys of a verification whose file exists; anything else is empty', async () => {
    const key = `id-verifications/test-${Date.now()}/selfie.png`;
    await server.server.deps.storage.put(key, Buffer.from('png'), 'image/png');
    await createRiderWithVerification(db(), { imageKey: key });
    const signed = await server.gql<{ getIDVerificationPreSignedUrl: string }>(SIGN, { key }, reviewer.token);
    const url = signed.data!.getIDVerificationPreSignedUrl;
    expect(url).toMatch(/^\/files\/id-verifications\/.+\?expires=\d+&sig=/);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    await createRiderWithVerification(db(), { imageKey: 'id-verifications/none/selfie.png' });
    for (const other of ['id-verifications/none/selfie.png', 'rides/elsewhere.png', '', null]) {
      expect(
        (await server.gql<{ getIDVerificationPreSignedUrl: string }>(SIGN, { key: other }, reviewer.token))
          .data?.getIDVerificationPreSignedUrl,
      ).toBe('');
    }
  });
});
