import { useState } from 'react';
import { Card, Descriptions, Flex, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatBareCount } from '../../../lib/format';
import { userPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { Phone } from '../../../components/Phone';
import { fmtDate, fmtEgp } from './format';
import {
  useGetReferInitiatorQuery,
  useGetReferredUsersQuery,
  type ReferralPage,
  type UserInfo,
} from './userPageApi';

const PAGE_SIZE = 10;
type Row = ReferralPage['users'][number];

function ReferralTable({
  page,
  data,
  loading,
  failed,
  onPage,
  emptyTitle,
  testId,
  showDepth,
}: {
  page: number;
  data: ReferralPage | undefined;
  loading: boolean;
  failed: boolean;
  onPage: (page: number) => void;
  emptyTitle: string;
  testId: string;
  showDepth?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      size="small"
      rowKey="_id"
      loading={loading}
      dataSource={data?.users ?? []}
      data-testid={testId}
      locale={{ emptyText: <EmptyState title={failed ? t('userPage.referrals.loadError') : emptyTitle} /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.totalCount ?? 0,
        onChange: onPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={[
        ...(showDepth
          ? [
              {
                key: 'depth',
                title: t('userPage.referrals.step'),
                render: (_v: unknown, row: Row) =>
                  row.depth === 1
                    ? t('userPage.referrals.referrer')
                    : t('userPage.referrals.stepsUp', { n: formatBareCount(row.depth) }),
              },
            ]
          : []),
        {
          key: 'name',
          title: t('userPage.referrals.name'),
          render: (_v, row) => (
            <Link to={userPath(row._id)} dir="auto">
              {row.name || row._id}
            </Link>
          ),
        },
        {
          key: 'phone',
          title: t('userPage.referrals.phone'),
          render: (_v, row) => <Phone number={row.phoneNumber} />,
        },
        {
          key: 'trips',
          title: t('userPage.referrals.trips'),
          render: (_v, row) => formatBareCount(row.tripsCount),
        },
        {
          key: 'joined',
          title: t('userPage.referrals.registered'),
          render: (_v, row) => fmtDate(row.createdAt),
        },
      ]}
    />
  );
}

/** Referral counts and added balance, whom the user referred, and the chain up to its initiator. */
export function ReferralsTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [referredPage, setReferredPage] = useState(1);
  const [chainPage, setChainPage] = useState(1);
  const referred = useGetReferredUsersQuery({
    userId: user._id,
    pageNumber: referredPage,
    rowsPerPage: PAGE_SIZE,
  });
  const chain = useGetReferInitiatorQuery({
    userId: user._id,
    pageNumber: chainPage,
    rowsPerPage: PAGE_SIZE,
  });
  const chainRows = chain.data?.users ?? [];
  const initiator =
    chain.data && chain.data.totalPages === chainPage ? chainRows[chainRows.length - 1] : undefined;
  return (
    <Flex vertical gap={16} data-testid="user-referrals">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('userPage.referrals.count')}>
          {formatBareCount(user.referralsCount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('userPage.referrals.addedBalance')}>
          {fmtEgp(user.referralsAddedBalance)}
        </Descriptions.Item>
        <Descriptions.Item label={t('userPage.referrals.code')}>{user.referralCode ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Card
        size="small"
        title={t('userPage.referrals.referred', { n: formatBareCount(referred.data?.totalCount ?? 0) })}
      >
        <ReferralTable
          page={referredPage}
          data={referred.data}
          loading={referred.isFetching}
          failed={referred.isError}
          onPage={setReferredPage}
          emptyTitle={t('userPage.referrals.noneReferred')}
          testId="user-referred"
        />
      </Card>
      <Card
        size="small"
        title={t('userPage.referrals.referredBy')}
        extra={
          initiator ? (
            <span>
              {t('userPage.referrals.initiator')}
              <Link to={userPath(initiator._id)} dir="auto">
                {initiator.name || initiator._id}
              </Link>
            </span>
          ) : null
        }
      >
        <ReferralTable
          page={chainPage}
          data={chain.data}
          loading={chain.isFetching}
          failed={chain.isError}
          onPage={setChainPage}
          emptyTitle={t('userPage.referrals.nobody')}
          testId="user-refer-chain"
          showDepth
        />
      </Card>
    </Flex>
  );
}
