import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Descriptions, Flex, Space, Table, Tag, Typography } from 'antd';
import { canDoUserAction } from '@ops/shared/rules/permissions/editRules';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import { ridePath, userPath, vehiclePath } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Phone } from '../../components/Phone';
import { fmtDate, fmtMinutes, fmtMoney } from '../../lib/format';
import { selectUser } from '../auth/sessionSlice';
import { useRunAction } from '../users/userPage/actions/useRunAction';
import {
  useSetExpressAdminMutation,
  useSetExpressRiderMutation,
} from '../users/userPage/actions/userActionsApi';
import {
  useGetExpressPartnerQuery,
  useGetExpressRidesQuery,
  type ExpressPartner,
  type ExpressRidesPage,
} from './expressApi';
import { ExpressFlags } from './ExpressFlags';

const RIDES_PAGE_SIZE = 25;
type RideRow = ExpressRidesPage['rides'][number];
type Flag = 'rider' | 'admin';

/** Set and remove, through the user page's own mutations (users/actions; the edit-user rule). */
function FlagActions({ partner }: { partner: ExpressPartner }) {
  const me = useAppSelector(selectUser);
  const [setRider] = useSetExpressRiderMutation();
  const [setAdmin] = useSetExpressAdminMutation();
  const { busy, run } = useRunAction();
  const [asking, setAsking] = useState<Flag | null>(null);
  const allowed = canDoUserAction('express', me ? { _id: me._id, role: me.role } : null, {
    _id: partner._id,
    role: parseRole(partner.role),
  });
  if (!allowed) return null;
  const on = (flag: Flag) => (flag === 'rider' ? partner.isExpressRider : partner.isExpressAdmin);
  const label = (flag: Flag) => `${on(flag) ? 'Remove' : 'Set'} express ${flag}`;
  const confirm = async () => {
    if (!asking) return;
    const value = !on(asking);
    const call =
      asking === 'rider'
        ? () => setRider({ userId: partner._id, value }).unwrap()
        : () => setAdmin({ userId: partner._id, value }).unwrap();
    if (await run(call)) setAsking(null);
  };
  return (
    <>
      <Space wrap>
        {(['rider', 'admin'] as const).map((flag) => (
          <Button
            key={flag}
            danger={on(flag)}
            onClick={() => setAsking(flag)}
            data-testid={`express-toggle-${flag}`}
          >
            {label(flag)}
          </Button>
        ))}
      </Space>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `${label(asking)}?` : undefined}
        subtitle={
          asking
            ? `${partner.name || partner._id} ${on(asking) ? 'will no longer be' : 'will be'} an express ${asking}.`
            : undefined
        }
        danger={asking ? on(asking) : false}
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/**
 * /app/express-partner/{id} (express layer): one user as an express partner: their flags with
 * set/remove, their area and the areas of their express rides, and the express rides.
 */
export default function ExpressPartnerPage() {
  const { id = '' } = useParams();
  const partner = useGetExpressPartnerQuery(id);
  const [page, setPage] = useState(1);
  const rides = useGetExpressRidesQuery({ userId: id, pageNumber: page, rowsPerPage: RIDES_PAGE_SIZE });
  const p = partner.data;
  if (!partner.isLoading && !p) {
    return <EmptyState title={partner.isError ? 'Could not load this partner' : 'User not found'} />;
  }
  return (
    <Flex vertical gap={16} data-testid="express-partner">
      <Typography.Title level={1} style={{ margin: 0 }}>
        {p ? p.name || p._id : 'Express Partner'}
      </Typography.Title>
      <Card
        loading={partner.isLoading}
        size="small"
        title="Partner"
        extra={p ? <FlagActions partner={p} /> : null}
      >
        {p && (
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Phone">
              <Phone number={p.phoneNumber} />
            </Descriptions.Item>
            <Descriptions.Item label="Express">
              <span data-testid="express-flags">
                <ExpressFlags partner={p} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label="User">
              <Link to={userPath(p._id)}>Open user page</Link>
            </Descriptions.Item>
            <Descriptions.Item label="Area">{p.area?.name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Express ride areas">
              {p.expressAreas.length ? p.expressAreas.map((a) => <Tag key={a._id}>{a.name}</Tag>) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label="Express rides">{p.expressRidesCount}</Descriptions.Item>
            <Descriptions.Item label="Last express ride">{fmtDate(p.lastExpressRideAt)}</Descriptions.Item>
            <Descriptions.Item label="Status">{p.active ? 'Active' : 'Deactivated'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card size="small" title={`Express rides (${rides.data?.totalRides ?? 0})`}>
        <Table<RideRow>
          size="small"
          rowKey="_id"
          loading={rides.isFetching}
          dataSource={rides.data?.rides ?? []}
          data-testid="express-rides"
          locale={{
            emptyText: <EmptyState title={rides.isError ? 'Could not load this list' : 'No express rides'} />,
          }}
          pagination={{
            current: page,
            pageSize: RIDES_PAGE_SIZE,
            total: rides.data?.totalRides ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          columns={[
            {
              key: 'date',
              title: 'Date',
              render: (_v, row) => <Link to={ridePath(row._id)}>{fmtDate(row.createdAt)}</Link>,
            },
            {
              key: 'scooter',
              title: 'Scooter',
              render: (_v, row) =>
                row.scooter ? <Link to={vehiclePath(row.scooter.code)}>{row.scooter.code}</Link> : '-',
            },
            { key: 'area', title: 'Area', render: (_v, row) => row.area?.name ?? '-' },
            { key: 'status', title: 'Status', render: (_v, row) => row.status },
            { key: 'duration', title: 'Duration', render: (_v, row) => fmtMinutes(row.time) },
            { key: 'price', title: 'Price', align: 'right', render: (_v, row) => fmtMoney(row.price) },
          ]}
        />
      </Card>
    </Flex>
  );
}
