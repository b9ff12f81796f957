import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_APPROVALS_EXPORT } from '@ops/shared/exports/moneyApprovalsExportFields';
import { MONEY_APPROVAL_KIND_LABELS } from '@ops/shared/rules/moneyApprovalLabels';
import type { MoneyApprovalKind } from '@ops/shared/rules/moneyApprovals';
import { createStaff, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createRider } from '../../domains/wallet/testFixtures';
import { cairoTime } from './cells';
import { postExport, readSheet } from './exportTestHelpers';
import { EXPORT_NOT_ALLOWED } from './request';

/**
 * POST /export for the 'Pending approvals' list. The list is each viewer's own (visibleTo), so
 * every file is read back and compared with what the list answers that same viewer.
 */

const EDIT = `mutation($id: ID!, $balance: Float!, $comment: String) {
  editBalance(id: $id, balance: $balance, additionalReason: "Refund", customComment: $comment) { approval { _id } }
}`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectMoneyRequest(id: $id, reason: $reason) { _id } }`;
const LIST = `query($filters: String) {
  getMoneyApprovals(pageNumber: 1, rowsPerPage: 100, filters: $filters) {
    approvals {
      _id kind status amount additionalReason customComment requestedAt expiresAt decidedAt rejectionReason
      user { name phoneNumber } requestedBy { name } decidedBy { name }
    }
  }
}`;

interface ListedApproval {
  _id: string;
  kind: MoneyApprovalKind;
  status: string;
  amount: number;
  additionalReason: string | null;
  customComment: string | null;
  requestedAt: string;
  expiresAt: string;
  decidedAt: string | null;
  rejectionReason: string | null;
  user: { name: string; phoneNumber: string } | null;
  requestedBy: { name: string } | null;
  decidedBy: { name: string } | null;
}

let server: TestServer;
const tokens: Record<string, string> = {};
const staff: Record<string, StaffFixture> = {};
/** Alice's three requests on riders, oldest first; the first is rejected. */
const alices: string[] = [];
let bobs = '';
let teamRequest = '';

const at = (iso: string | null) => cairoTime(iso ? new Date(iso) : null) ?? '';
/** A request as the file writes it (an empty cell reads back as ''). */
const rowOf = (a: ListedApproval): string[] => [
  at(a.requestedAt),
  a.user?.name ?? '',
  a.user?.phoneNumber ?? '',
  String(a.amount),
  MONEY_APPROVAL_KIND_LABELS[a.kind],
  a.additionalReason ?? '',
  a.customComment ?? '',
  a.requestedBy?.name ?? '',
  a.status,
  at(a.expiresAt),
  a.decidedBy?.name ?? '',
  at(a.decidedAt),
  a.rejectionReason ?? '',
];
const width = MONEY_APPROVALS_EXPORT.fields.length;
const padded = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');

const listed = async (who: string, filters: Record<string, unknown>) => {
  const response = await server.gql<{ getMoneyApprovals: { approvals: ListedApproval[] } }>(
    LIST,
    { filters: JSON.stringify(filters) },
    tokens[who],
  );
  expect(response.errors).toBeUndefined();
  return response.data!.getMoneyApprovals.approvals;
};
const exported = (who: string, extra: Record<string, unknown>) =>
  postExport(
    server,
    {
      module: MONEY_APPROVALS_EXPORT.module,
      fields: MONEY_APPROVALS_EXPORT.fields.map((f) => f.key),
      ...extra,
    },
    tokens[who] ?? null,
  );
const sheet = async (who: string, extra: Record<string, unknown>) => {
  const response = await exported(who, extra);
  expect(response.status).toBe(200);
  const rows = await readSheet(response);
  return { header: rows[0], rows: rows.slice(1).map(padded) };
};
/** Yesterday to tomorrow: every request of this run, inside the 95-day rule. */
const aroundNow = () => {
  const now = server.clock.now().getTime();
  return {
    startDate: new Date(now - 86_400_000).toISOString(),
    endDate: new Date(now + 86_400_000).toISOString(),
  };
};

beforeAll(async () => {
  server = await startTestServer();
  const make = async (
    name: string,
    level: number,
    department: string,
    permissions: Record<string, Record<string, boolean>>,
  ) => {
    staff[name] = await createStaff(server.handle.db, { level, department, permissions });
    tokens[name] = await signIn(server, staff[name]!);
  };
  // Alice may approve but not export.
  await make('alice', 3, 'Accounting', { users: { EDIT_USER_BALANCE: true } });
  await make('bob', 3, 'Accounting', { users: { EDIT_USER_BALANCE: true, EXPORT: true } });
  // Approves only through the team rule (Operations, rank 2): sees only the team's requests.
  await make('lead', 2, 'Operations', { users: { EDIT_TEAM_BALANCE: true, EXPORT: true } });
  await make('member', 5, 'Operations', {});
  // May export users but approves no money.
  await make('support', 3, 'Operations', { users: { EDIT_SELF_BALANCE: true, EXPORT: true } });
  const hold = async (who: string, id: string, balance: number, comment?: string) => {
    const held = await server.gql<{ editBalance: { approval: { _id: string } } }>(
      EDIT,
      { id, balance, comment },
      tokens[who],
    );
    expect(held.errors).toBeUndefined();
    server.clock.advance(60_000);
    return held.data!.editBalance.approval._id;
  };
  for (let i = 0; i < 3; i += 1)
    alices.push(
      await hold(
        'alice',
        await createRider(server.handle.db),
        600 + i * 10,
        i === 1 ? 'Called twice' : undefined,
      ),
    );
  bobs = await hold('bob', await createRider(server.handle.db), -700);
  teamRequest = await hold('alice', staff.member!.userId, 800);
  const rejected = await server.gql(REJECT, { id: alices[0], reason: 'Wrong rider' }, tokens.bob);
  expect(rejected.errors).toBeUndefined();
});
afterAll(async () => {
  await server.close();
});

describe('the Pending approvals export', () => {
  it('writes each approver the rows their own list shows, the pending ones first view, in the page’s columns', async () => {
    const range = { requestedAt: aroundNow() };
    const bobsList = await listed('bob', range);
    expect(bobsList.map((a) => a._id)).toEqual([teamRequest, bobs, alices[2], alices[1]]);
    const bobsFile = await sheet('bob', { filters: range });
    expect(bobsFile.header).toEqual(MONEY_APPROVALS_EXPORT.fields.map((f) => f.label));
    expect(bobsFile.header).toEqual([
      'Requested',
      'User',
      'Phone',
      'Amount',
      'Kind',
      'Reason',
      'Comment',
      'Requested by',
      'Status',
      'Expires',
      'Decided by',
      'Decided at',
      'Rejection reason',
    ]);
    expect(bobsFile.rows).toEqual(bobsList.map(rowOf));
    expect(bobsFile.rows[3]![6]).toBe('Called twice');

    const leadsList = await listed('lead', range);
    expect(leadsList.map((a) => a._id)).toEqual([teamRequest]);
    const leadsFile = await sheet('lead', { filters: range });
    expect(leadsFile.rows).toEqual(leadsList.map(rowOf));
    expect(leadsFile.rows).not.toEqual(bobsFile.rows);
  });

  it('applies the list’s filters: status, requester and the day asked', async () => {
    const range = aroundNow();
    for (const filters of [
      { status: 'REJECTED' },
      { status: 'ALL' },
      { status: 'ALL', requestedBy: staff.bob!.userId },
    ]) {
      const file = await sheet('bob', { filters: { ...filters, requestedAt: range } });
      expect(file.rows).toEqual((await listed('bob', { ...filters, requestedAt: range })).map(rowOf));
    }
    // The range at the top level, as the dialog sends it; the decision fills its columns.
    const rejected = await sheet('bob', { filters: { status: 'REJECTED' }, ...range });
    const [decided] = await listed('bob', { status: 'REJECTED' });
    expect(decided!._id).toBe(alices[0]);
    expect(rejected.rows).toEqual([rowOf(decided!)]);
    expect(rejected.rows[0]!.slice(8)).toEqual([
      'REJECTED',
      at(decided!.expiresAt),
      decided!.decidedBy!.name,
      at(decided!.decidedAt),
      'Wrong rider',
    ]);
    const before = new Date(server.clock.now().getTime() - 3 * 86_400_000);
    const empty = await sheet('bob', {
      filters: { status: 'ALL' },
      startDate: before.toISOString(),
      endDate: new Date(before.getTime() + 86_400_000).toISOString(),
    });
    expect(empty.rows).toEqual([]);
  });

  it('exports a selection only as far as the viewer may see it', async () => {
    const bobsFile = await sheet('bob', { ids: [alices[0], bobs] });
    const all = await listed('bob', { status: 'ALL' });
    expect(bobsFile.rows).toEqual(all.filter((a) => a._id === alices[0] || a._id === bobs).map(rowOf));
    // Bob's request is on a rider outside the lead's team: not theirs to see, so not theirs to export.
    const leadsFile = await sheet('lead', { ids: [teamRequest, bobs] });
    expect(leadsFile.rows).toEqual((await listed('lead', {})).map(rowOf));
  });

  it('refuses one who may not approve money, and an approver without users.EXPORT', async () => {
    const range = aroundNow();
    for (const who of ['support', 'alice']) {
      const response = await exported(who, { filters: { requestedAt: range } });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: EXPORT_NOT_ALLOWED });
    }
  });
});
