import { useState } from 'react';
import { Table } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { fmtDate, fmtEgp } from './format';
import { useGetUsedPromocodesQuery, type UsedPromocodeRow } from './userPageApi';

const PAGE_SIZE = 10;
const TYPE_LABEL: Record<string, string> = {
  percentage: 'Percentage',
  specificValue: 'Specific value',
  freeTrips: 'Free trips',
};

/** getUsedPromocodes: every bill a promocode paid part of, newest first. */
export function PromocodesTab({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGetUsedPromocodesQuery({
    userId,
    pageNumber: page,
    rowsPerPage: PAGE_SIZE,
  });
  return (
    <Table<UsedPromocodeRow>
      size="small"
      rowKey="_id"
      loading={isFetching}
      dataSource={data?.promocodes ?? []}
      data-testid="user-promocodes"
      locale={{
        emptyText: isError ? (
          <EmptyState
            title="Could not load the used promocodes"
            action={<a onClick={() => void refetch()}>Try again</a>}
          />
        ) : (
          <EmptyState title="No promocodes used" />
        ),
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.totalCount ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={[
        { key: 'code', title: 'Code', render: (_v, row) => row.promocode.code },
        {
          key: 'type',
          title: 'Type',
          render: (_v, row) => TYPE_LABEL[row.promocodeType] ?? row.promocodeType,
        },
        { key: 'bill', title: 'Used on', render: (_v, row) => row.billType },
        {
          key: 'discount',
          title: 'Discount (EGP)',
          align: 'right',
          render: (_v, row) => fmtEgp(row.discount),
        },
        { key: 'date', title: 'Date', render: (_v, row) => fmtDate(row.usedAt) },
      ]}
    />
  );
}
