import { useState } from 'react';
import { Card, Descriptions, Flex, Table } from 'antd';
import { Link } from 'react-router';
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
  return (
    <Table<Row>
      size="small"
      rowKey="_id"
      loading={loading}
      dataSource={data?.users ?? []}
      data-testid={testId}
      locale={{ emptyText: <EmptyState title={failed ? 'Could not load this list' : emptyTitle} /> }}
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
                title: 'Step',
                render: (_v: unknown, row: Row) => (row.depth === 1 ? 'Referrer' : `${row.depth} up`),
              },
            ]
          : []),
        {
          key: 'name',
          title: 'Name',
          render: (_v, row) => <Link to={userPath(row._id)}>{row.name || row._id}</Link>,
        },
        { key: 'phone', title: 'Phone', render: (_v, row) => <Phone number={row.phoneNumber} /> },
        { key: 'trips', title: 'Trips', render: (_v, row) => row.tripsCount },
        { key: 'joined', title: 'Registered', render: (_v, row) => fmtDate(row.createdAt) },
      ]}
    />
  );
}

/** Referral counts and added balance, whom the user referred, and the chain up to its initiator. */
export function ReferralsTab({ user }: { user: UserInfo }) {
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
        <Descriptions.Item label="Referrals">{user.referralsCount}</Descriptions.Item>
        <Descriptions.Item label="Added balance">{fmtEgp(user.referralsAddedBalance)}</Descriptions.Item>
        <Descriptions.Item label="Referral code">{user.referralCode ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={`Referred users (${referred.data?.totalCount ?? 0})`}>
        <ReferralTable
          page={referredPage}
          data={referred.data}
          loading={referred.isFetching}
          failed={referred.isError}
          onPage={setReferredPage}
          emptyTitle="This user has not referred anyone"
          testId="user-referred"
        />
      </Card>
      <Card
        size="small"
        title="Referred by"
        extra={
          initiator ? (
            <span>
              Initiator: <Link to={userPath(initiator._id)}>{initiator.name || initiator._id}</Link>
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
          emptyTitle="Nobody referred this user"
          testId="user-refer-chain"
          showDepth
        />
      </Card>
    </Flex>
  );
}
