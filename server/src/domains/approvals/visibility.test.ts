import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and } from 'drizzle-orm';
import {
  approvalRefusal,
  mayApproveMoney,
  type StoredApprovalStatus,
} from '@ops/shared/rules/moneyApprovals';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { canEditBalance, type Person } from '@ops/shared/rules/permissions/editRules';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { createStaff } from '../../../test/staff';
import { createRider } from '../wallet/testFixtures';
import { moneyApprovals, type MoneyApprovalRow } from './tables';
import { approvableBy, visibleTo } from './visibility';

/**
 * The SQL of visibility.ts against the shared rules it stands for: every viewer, every
 * request of a mixed set (riders and staff of two departments and several ranks as targets
 * and requesters; open, expired and decided), the same answer as canEditBalance and
 * approvalRefusal give one by one.
 */

let handle: DatabaseHandle;
const people: Person[] = [];
const requests: MoneyApprovalRow[] = [];
const now = new Date('2026-11-23T12:00:00Z');

async function person(level: number, department: string, permissions: RolePermissions): Promise<Person> {
  const staff = await createStaff(handle.db, { level, department, permissions });
  const p = { _id: staff.userId, role: { level, department, permissions } };
  people.push(p);
  return p;
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const balance = { users: { EDIT_USER_BALANCE: true } };
  const team = { users: { EDIT_TEAM_BALANCE: true } };
  await person(0, 'Operations', {});
  await person(1, 'Operations', {});
  await person(4, 'Administration', {});
  await person(3, 'Accounting', balance);
  await person(4, 'Accounting', balance);
  await person(2, 'Operations', team);
  await person(5, 'Operations', team);
  await person(6, 'Operations', {});
  // Same rank as a team-balance holder: not on their team.
  await person(5, 'Operations', {});
  await person(2, 'Operations', { users: { EDIT_TEAM_BALANCE: true } });
  await person(6, 'Accounting', {});
  await person(3, 'Operations', { users: { EDIT_SELF_BALANCE: true } });
  const riders: Person[] = [];
  for (let i = 0; i < 2; i += 1) riders.push({ _id: await createRider(handle.db), role: null });
  const staff = [...people];
  const targets = [...riders, ...staff];
  // Everyone who may ask for a money edit of someone: any balance right, the team's included.
  const requesters = staff.filter((p) => mayApproveMoney(p.role));
  const shapes: Array<{ status: StoredApprovalStatus; expired: boolean }> = [
    { status: 'PENDING', expired: false },
    { status: 'PENDING', expired: true },
    { status: 'APPROVED', expired: false },
    { status: 'REJECTED', expired: true },
  ];
  let i = 0;
  for (const target of targets) {
    for (const requester of requesters) {
      const shape = shapes[i % shapes.length]!;
      const decider = shape.status === 'PENDING' ? null : staff[(i * 7) % staff.length]!;
      i += 1;
      requests.push({
        id: newId(),
        kind: 'BALANCE_EDIT',
        status: shape.status,
        targetUserId: target._id,
        amountPiasters: 60_000,
        walletLogType: 'MANUAL_INPUT',
        payload: null,
        heldReason: null,
        additionalReason: 'Refund',
        customComment: null,
        rideId: null,
        taskId: null,
        requestedBy: requester._id,
        requestedAt: new Date(now.getTime() - 3_600_000),
        expiresAt: new Date(now.getTime() + (shape.expired ? -1 : 3_600_000)),
        decidedBy: decider?._id ?? null,
        decidedAt: decider ? now : null,
        rejectionReason: null,
        walletLogId: null,
      });
    }
  }
  await handle.db.insert(moneyApprovals).values(requests);
  people.push(...riders);
});
afterAll(async () => {
  await handle.close();
});

const byId = (id: string) => people.find((p) => p._id === id)!;
const idsWhere = async (condition: ReturnType<typeof visibleTo>) =>
  (await handle.db.select({ id: moneyApprovals.id }).from(moneyApprovals).where(condition))
    .map((r) => r.id)
    .sort();

describe('the approvals list and badge in SQL follow the shared rules', () => {
  it('has a mixed set to compare on', () => {
    expect(requests.length).toBeGreaterThan(80);
  });

  it('visibleTo: asked for, decided, or may edit the balance (never one’s own)', async () => {
    for (const viewer of people.filter((p) => p.role)) {
      const expected = requests
        .filter(
          (r) =>
            r.requestedBy === viewer._id ||
            r.decidedBy === viewer._id ||
            (r.targetUserId !== viewer._id && canEditBalance(viewer, byId(r.targetUserId!))),
        )
        .map((r) => r.id)
        .sort();
      expect(
        await idsWhere(visibleTo(viewer)),
        `viewer level ${viewer.role?.level} ${viewer.role?.department}`,
      ).toEqual(expected);
    }
  });

  it('approvableBy: exactly the requests approvalRefusal lets the viewer decide now', async () => {
    let some = 0;
    for (const viewer of people.filter((p) => p.role)) {
      const expected = requests
        .filter(
          (r) =>
            approvalRefusal({
              approver: viewer,
              requester: byId(r.requestedBy),
              target: byId(r.targetUserId!),
              status: r.status,
              expiresAt: r.expiresAt,
              now,
            }) === null,
        )
        .map((r) => r.id)
        .sort();
      some += expected.length;
      expect(
        await idsWhere(and(approvableBy(viewer, now))!),
        `viewer level ${viewer.role?.level} ${viewer.role?.department}`,
      ).toEqual(expected);
    }
    expect(some).toBeGreaterThan(0);
  });

  it('nobody without a role sees or decides anything by the rule', async () => {
    const none = { _id: newId(), role: null };
    expect(await idsWhere(visibleTo(none))).toEqual([]);
    expect(await idsWhere(approvableBy(none, now))).toEqual([]);
  });
});
