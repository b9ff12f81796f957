import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ListPage } from '../../components/list/ListPage';
import { columnTitles, renderListStatic, textOf } from '../../components/list/renderListStatic';
import { ID_VERIFICATION_COLUMNS } from './idVerificationColumns';
import type { IdvListRow } from './idVerificationListApi';

const row = (over: Partial<IdvListRow>): IdvListRow => ({
  _id: 'v1',
  status: 'pending',
  skipped: false,
  reason: null,
  createdAt: '2026-03-01T10:00:00Z',
  lastStatusAt: '2026-03-01T10:00:00Z',
  dataCompletionStatus: 'pending',
  user: { _id: 'u1', name: 'Mona Hassan', phoneNumber: '+201001234567' },
  lastUpdatedBy: null,
  ...over,
});

const page = (rows: IdvListRow[]) =>
  renderListStatic(
    createElement(ListPage<IdvListRow, object, string>, {
      title: 'ID Verifications',
      name: 'idVerifications',
      columns: ID_VERIFICATION_COLUMNS,
      rows,
      total: rows.length,
      rowKey: (r) => r._id,
      loading: false,
      testId: 'idv-list',
    }),
  );

// The first render loads antd's styles, slow on a busy machine.
describe('the ID verification list columns', { timeout: 30_000 }, () => {
  it('are the columns of 02 §2, with links to the user and the review', () => {
    const html = page([row({})]);
    expect(columnTitles(html)).toEqual([
      'User',
      'Date',
      'Status',
      'Reason',
      'Check Date',
      'Actions',
      'Data Completion',
    ]);
    expect(html).toContain('href="/app/user/u1"');
    expect(html).toContain('href="/app/id-verify/v1"');
  });

  it("read 'status / skipped' when skipped", () => {
    const text = textOf(page([row({ skipped: true })]));
    expect(text).toContain('Pending Verification / skipped');
  });

  it('show data completion, with the way to complete or view it, only when accepted', () => {
    const accepted = page([
      row({ _id: 'a', status: 'accepted' }),
      row({ _id: 'b', status: 'accepted', dataCompletionStatus: 'completed' }),
    ]);
    expect(accepted).toContain('href="/app/id-verify/data-entry/a"');
    expect(textOf(accepted)).toContain('Complete data');
    expect(textOf(accepted)).toContain('View data');
    const declined = page([
      row({ status: 'declined', reason: 'Blurry image', dataCompletionStatus: 'pending' }),
    ]);
    expect(declined).not.toContain('data-entry');
    expect(textOf(declined)).toContain('Blurry image');
    expect(textOf(declined)).not.toContain('Complete data');
  });
});
