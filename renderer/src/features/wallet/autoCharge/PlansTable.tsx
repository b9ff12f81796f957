import { useState, type HTMLAttributes } from 'react';
import { Button, Card, Flex, Popconfirm, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { WalletChargePlanInput } from '@ops/shared/rules/walletChargePlan';
import { EmptyState } from '../../../components/EmptyState';
import { notice } from '../../../lib/notices';
import { testId } from '../../../lib/testId';
import { PlanDialog } from './PlanDialog';
import {
  useCreateWalletChargePlanMutation,
  useDeleteWalletChargePlanMutation,
  useEditWalletChargePlanMutation,
  useGetAllWalletChargePlanQuery,
  type ChargePlan,
} from './autoChargeApi';
import { fmtDate, fmtMoney } from '../../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

/** The wallet charge plans (02 §3) with create, edit and delete for those who may edit balances. */
export function PlansTable({ canEdit }: { canEdit: boolean }) {
  const plans = useGetAllWalletChargePlanQuery();
  const [create, creating] = useCreateWalletChargePlanMutation();
  const [edit, editing] = useEditWalletChargePlanMutation();
  const [remove, removing] = useDeleteWalletChargePlanMutation();
  // undefined: closed; null: a new plan; a plan: editing it.
  const [dialog, setDialog] = useState<ChargePlan | null | undefined>(undefined);

  // Failures are the notice listener's (the server's words on 500, 02 §8); the dialog stays open.
  const save = async (input: WalletChargePlanInput) => {
    const saved = await (dialog ? edit({ id: dialog._id, ...input }) : create(input))
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    notice.success(dialog ? 'Plan saved' : 'Plan created');
    setDialog(undefined);
  };
  const onDelete = async (plan: ChargePlan) => {
    const deleted = await remove({ id: plan._id })
      .unwrap()
      .catch(() => null);
    if (deleted) notice.success('Plan deleted');
  };

  return (
    <Card
      title="Wallet Charge Plans"
      size="small"
      extra={
        canEdit && (
          <Button type="primary" onClick={() => setDialog(null)} data-testid="plan-new">
            New plan
          </Button>
        )
      }
      data-testid="charge-plans"
    >
      {plans.isError ? (
        <EmptyState
          title="Could not load the wallet charge plans"
          action={
            <Button onClick={() => void plans.refetch()} data-testid="plans-retry">
              Try again
            </Button>
          }
        />
      ) : (
        <Table<ChargePlan>
          size="small"
          rowKey="_id"
          loading={plans.isFetching}
          dataSource={plans.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No wallet charge plans yet' }}
          onRow={(plan) => ({ 'data-testid': `plan-row-${plan._id}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'price', title: 'Price', align: 'right', render: (_v, plan) => fmtMoney(plan.price) },
            { key: 'amount', title: 'Amount', align: 'right', render: (_v, plan) => fmtMoney(plan.amount) },
            {
              key: 'active',
              title: 'Status',
              render: (_v, plan) => (plan.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
            },
            {
              key: 'uses',
              title: 'Auto charges',
              align: 'right',
              render: (_v, plan) => plan.autoChargesCount,
            },
            { key: 'createdAt', title: 'Created', render: (_v, plan) => fmtDate(plan.createdAt) },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: 'Actions',
                    render: (_v: unknown, plan: ChargePlan) => (
                      <Flex gap={8}>
                        <Button
                          size="small"
                          onClick={() => setDialog(plan)}
                          data-testid={`plan-edit-${plan._id}`}
                        >
                          Edit
                        </Button>
                        <Popconfirm
                          title="Delete this plan?"
                          description="A plan that auto charges use (now or before) is kept; deactivate it instead."
                          okText="Delete"
                          okButtonProps={{
                            danger: true,
                            loading: removing.isLoading,
                            ...testId('plan-delete-ok'),
                          }}
                          onConfirm={() => onDelete(plan)}
                        >
                          <Button size="small" danger data-testid={`plan-delete-${plan._id}`}>
                            Delete
                          </Button>
                        </Popconfirm>
                      </Flex>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <PlanDialog
        open={dialog !== undefined}
        plan={dialog ?? null}
        saving={creating.isLoading || editing.isLoading}
        onSave={(input) => void save(input)}
        onCancel={() => setDialog(undefined)}
      />
    </Card>
  );
}
