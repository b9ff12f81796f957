import { useState } from 'react';
import { Alert, Button, Table, Typography } from 'antd';
import { errorMessageOf } from '../../../../i18n/errorText';
import { EmptyState } from '../../../../components/EmptyState';
import { fmtDate } from '../format';
import { actionLabel, changeLines } from './historyText';
import { useGetUserAuditHistoryQuery, type UserHistoryEntry } from './userHistoryApi';

const PAGE_SIZE = 25;

/** The user page's History tab: who changed what on this user, and when, newest first (issue 7 §2). */
export function UserHistoryTab({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetUserAuditHistoryQuery({
    userId,
    pageNumber: page,
    rowsPerPage: PAGE_SIZE,
  });

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessageOf(error)}
        action={
          <Button size="small" onClick={() => refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <Table<UserHistoryEntry>
      data-testid="user-history"
      rowKey="_id"
      size="small"
      loading={isLoading || isFetching}
      dataSource={data?.entries ?? []}
      locale={{
        emptyText: (
          <EmptyState title="No history yet" description="Actions taken on this user appear here." />
        ),
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.count ?? 0,
        showSizeChanger: false,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { key: 'when', title: 'When', width: 180, render: (_, e) => fmtDate(e.createdAt) },
        { key: 'who', title: 'Who', width: 180, render: (_, e) => e.actor?.name ?? 'System' },
        {
          key: 'what',
          title: 'What',
          width: 200,
          render: (_, e) => <span data-testid="history-action">{actionLabel(e.action)}</span>,
        },
        {
          key: 'change',
          title: 'Before → after',
          render: (_, e) => (
            <div data-testid="history-change">
              {changeLines(e.before, e.after).map((line) => (
                <div key={line}>{line}</div>
              ))}
              {e.reason && <Typography.Text type="secondary">Reason: {e.reason}</Typography.Text>}
            </div>
          ),
        },
      ]}
    />
  );
}
