import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button, Col, Popconfirm, Row, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { WALLET_AUTO_CHARGES_EXPORT } from '@ops/shared/exports/riderListsExportFields';
import {
  WALLET_AUTO_CHARGES_LIST,
  type AutoChargeStatus,
  type WalletAutoChargesFilters,
  type WalletAutoChargesSortField,
} from '@ops/shared/lists/walletAutoCharges';
import { canUpdateBalance } from '@ops/shared/rules/permissions/editRules';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useAppSelector } from '../../../app/hooks';
import { userPath } from '../../../app/paths';
import { ExportControls } from '../../../components/export/ExportControls';
import { useExport } from '../../../components/export/useExport';
import { ListPage, type ListColumn } from '../../../components/list/ListPage';
import { useListState, type ListState } from '../../../components/list/useListState';
import { useCan } from '../../../components/PermissionGate';
import { Phone } from '../../../components/Phone';
import { notice } from '../../../lib/notices';
import { testId } from '../../../lib/testId';
import { selectUser } from '../../auth/sessionSlice';
import { PlansTable } from './PlansTable';
import {
  useGetAllWalletChargePlanQuery,
  useGetWalletAutoChargesQuery,
  useRemoveWalletAutoChargeForUserMutation,
  type AutoChargeRow,
} from './autoChargeApi';
import { fmtDate, fmtMoney } from '../../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

const date = (iso: string | null | undefined) => fmtDate(iso);
const ALL = 'all';

function AutoChargesFilterPanel({
  list,
}: {
  list: ListState<WalletAutoChargesFilters, WalletAutoChargesSortField>;
}) {
  const plans = useGetAllWalletChargePlanQuery();
  const set = (patch: Partial<WalletAutoChargesFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} data-testid="auto-charges-filters">
      <Col xs={24} sm={12} md={8}>
        <label className="ops-filter-label" htmlFor="auto-charges-status">
          Status
        </label>
        <Select
          id="auto-charges-status"
          style={{ width: '100%' }}
          value={list.filters.status ?? ALL}
          options={[
            { value: ALL, label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'removed', label: 'Removed' },
          ]}
          onChange={(status: string) =>
            set({ status: status === ALL ? undefined : (status as AutoChargeStatus) })
          }
        />
      </Col>
      <Col xs={24} sm={12} md={8}>
        <label className="ops-filter-label" htmlFor="auto-charges-plan">
          Plan
        </label>
        <Select
          id="auto-charges-plan"
          style={{ width: '100%' }}
          value={list.filters.planId ?? ALL}
          options={[
            { value: ALL, label: 'All' },
            ...(plans.data ?? []).map((plan) => ({
              value: plan._id,
              label: `${fmtMoney(plan.price)} → ${fmtMoney(plan.amount)}`,
            })),
          ]}
          onChange={(planId: string) => set({ planId: planId === ALL ? undefined : planId })}
        />
      </Col>
    </Row>
  );
}

/**
 * /app/wallet-auto-charge (task.VIEW_WALLET_AUTO_CHARGES): the wallet charge plans above,
 * and the users' auto charges (issue 7 §3) on the list kit with Remove under the
 * edit-balance rule. Plans are a money setting (issue 22 §1): written with settings.ADJUST_PAYMENT_METHODS (the server's gate).
 * Export and Export selected with bills.EXPORT, the finance export flag.
 */
export default function WalletAutoChargePage() {
  const list = useListState(WALLET_AUTO_CHARGES_LIST);
  const canEditPlans = useCan(gate('settings.ADJUST_PAYMENT_METHODS'));
  const result = useGetWalletAutoChargesQuery(list.request);
  const exporter = useExport(WALLET_AUTO_CHARGES_EXPORT);
  const me = useAppSelector(selectUser);
  const [remove, removing] = useRemoveWalletAutoChargeForUserMutation();

  const onRemove = async (row: AutoChargeRow) => {
    if (!row.user) return;
    const removed = await remove({ userIdToRemove: row.user._id, walletChargeId: row._id })
      .unwrap()
      .catch(() => null);
    if (removed) notice.success('Auto charge removed');
  };

  const columns = useMemo<ListColumn<AutoChargeRow, WalletAutoChargesSortField>[]>(
    () => [
      {
        key: 'user',
        title: 'User',
        render: (_v, row) => (row.user ? <Link to={userPath(row.user._id)}>{row.user.name}</Link> : '-'),
      },
      {
        key: 'phone',
        title: 'Phone',
        render: (_v, row) => (row.user ? <Phone number={row.user.phoneNumber} /> : '-'),
      },
      {
        key: 'plan',
        title: 'Plan',
        render: (_v, row) => (row.plan ? `${fmtMoney(row.plan.price)} → ${fmtMoney(row.plan.amount)}` : '-'),
      },
      { key: 'card', title: 'Card', render: (_v, row) => row.maskedPan ?? '-' },
      {
        key: 'threshold',
        title: 'Charges below',
        align: 'right',
        hiddenByDefault: true,
        render: (_v, row) => fmtMoney(row.threshold),
      },
      {
        key: 'status',
        title: 'Status',
        render: (_v, row) =>
          row.removedAt ? (
            <Tag>Removed {date(row.removedAt)}</Tag>
          ) : row.active ? (
            <Tag color="green">Active</Tag>
          ) : (
            <Tag>Paused</Tag>
          ),
      },
      {
        key: 'lastChargedAt',
        title: 'Last charged',
        sortField: 'lastChargedAt',
        render: (_v, row) => date(row.lastChargedAt),
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_v, row) => date(row.createdAt),
      },
    ],
    [],
  );
  // A row names its user without a role: a team-balance right is not counted, so Remove may be
  // missing where the server would allow, never shown where it would refuse.
  const actions: ListColumn<AutoChargeRow, WalletAutoChargesSortField> = {
    key: 'actions',
    title: 'Actions',
    render: (_v, row) =>
      row.user &&
      !row.removedAt &&
      canUpdateBalance(me ? { _id: me._id, role: me.role } : null, { _id: row.user._id, role: null }) ? (
        <Popconfirm
          title="Remove this auto charge?"
          okText="Remove"
          okButtonProps={{ danger: true, loading: removing.isLoading, ...testId('auto-charge-remove-ok') }}
          onConfirm={() => onRemove(row)}
        >
          <Button size="small" danger data-testid={`auto-charge-remove-${row._id}`}>
            Remove
          </Button>
        </Popconfirm>
      ) : null,
  };

  return (
    <ListPage
      title="Wallet Auto Charge"
      above={<PlansTable canEdit={canEditPlans} />}
      cardTitle="Users' Auto Charges"
      list={list}
      columns={[...columns, actions]}
      rows={result.data?.autoCharges}
      total={result.data?.count ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      filters={<AutoChargesFilterPanel list={list} />}
      onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.count) : undefined}
      onExportSelected={
        exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      empty={{ title: 'No auto charges yet', filteredTitle: 'No auto charges match these filters' }}
      testId="auto-charges"
    />
  );
}
