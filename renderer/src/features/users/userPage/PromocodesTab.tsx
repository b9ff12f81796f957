import { useState } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { fmtDate, fmtEgp } from './format';
import { useGetUsedPromocodesQuery, type UsedPromocodeRow } from './userPageApi';

const PAGE_SIZE = 10;

/** getUsedPromocodes: every bill a promocode paid part of, newest first. */
export function PromocodesTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
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
            title={t('userPage.promocodes.loadError')}
            action={<a onClick={() => void refetch()}>{t('userPage.tryAgain')}</a>}
          />
        ) : (
          <EmptyState title={t('userPage.promocodes.none')} />
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
        { key: 'code', title: t('userPage.promocodes.code'), render: (_v, row) => row.promocode.code },
        {
          key: 'type',
          title: t('userPage.promocodes.typeColumn'),
          render: (_v, row) =>
            t(`userPage.promocodes.type.${row.promocodeType}`, { defaultValue: row.promocodeType }),
        },
        {
          key: 'bill',
          title: t('userPage.promocodes.usedOn'),
          render: (_v, row) => t(`labels.billType.${row.billType}`, { defaultValue: row.billType }),
        },
        {
          key: 'discount',
          title: t('userPage.promocodes.discount'),
          align: 'right',
          render: (_v, row) => fmtEgp(row.discount),
        },
        { key: 'date', title: t('userPage.promocodes.date'), render: (_v, row) => fmtDate(row.usedAt) },
      ]}
    />
  );
}
