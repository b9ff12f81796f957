import { useState, type HTMLAttributes } from 'react';
import { Button, Card, Table, Tag } from 'antd';
import { fmtMoney } from '../../lib/format';
import { allowanceLabel, periodLabel, type PrimePlanInput } from '@ops/shared/rules/primePlan';
import { EmptyState } from '../../components/EmptyState';
import { notice } from '../../lib/notices';
import { PlanDialog } from './PlanDialog';
import {
  useCreatePrimePLanMutation,
  useEditPrimePLanMutation,
  useGetPrimePlansQuery,
  type PrimePlan,
} from './primeApi';

/** The prime plans (02 §3) with create and edit for prime.EDIT_PLANS. */
export function PlansCard({ canEdit }: { canEdit: boolean }) {
  const plans = useGetPrimePlansQuery();
  const [create, creating] = useCreatePrimePLanMutation();
  const [edit, editing] = useEditPrimePLanMutation();
  // undefined: closed; null: a new plan; a plan: editing it.
  const [dialog, setDialog] = useState<PrimePlan | null | undefined>(undefined);

  // Failures are the notice listener's (the server's words on 500, 02 §8); the dialog stays open.
  const save = async (input: PrimePlanInput) => {
    const saved = await (dialog ? edit({ _id: dialog._id, ...input }) : create(input))
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    notice.success(dialog ? 'Plan saved' : 'Plan created');
    setDialog(undefined);
  };

  return (
    <Card
      title="Plans"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        canEdit && (
          <Button type="primary" onClick={() => setDialog(null)} data-testid="prime-plan-new">
            New plan
          </Button>
        )
      }
      data-testid="prime-plans"
    >
      {plans.isError ? (
        <EmptyState
          title="Could not load the prime plans"
          action={<Button onClick={() => void plans.refetch()}>Try again</Button>}
        />
      ) : (
        <Table<PrimePlan>
          size="small"
          rowKey="_id"
          loading={plans.isFetching}
          dataSource={plans.data ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: 'No prime plans yet' }}
          onRow={(plan) => ({ 'data-testid': `prime-plan-row-${plan.name}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'name', title: 'Name', render: (_v, plan) => plan.name },
            {
              key: 'price',
              title: 'Price',
              align: 'right',
              render: (_v, plan) => (
                <>
                  {plan.priceBefore ? (
                    <s style={{ marginRight: 6, color: 'var(--ops-muted)' }}>{fmtMoney(plan.priceBefore)}</s>
                  ) : null}
                  {fmtMoney(plan.price)}
                </>
              ),
            },
            {
              key: 'period',
              title: 'Period',
              render: (_v, plan) => periodLabel(plan.period, plan.periodUnit),
            },
            {
              key: 'unlocks',
              title: 'Unlocks',
              align: 'right',
              render: (_v, plan) => allowanceLabel(plan.unlocks),
            },
            {
              key: 'reservations',
              title: 'Reservations',
              align: 'right',
              render: (_v, plan) => allowanceLabel(plan.reservations),
            },
            {
              key: 'trial',
              title: 'Free trial',
              render: (_v, plan) => periodLabel(plan.freeTrialValue, plan.freeTrialUnit),
            },
            {
              key: 'available',
              title: 'Status',
              render: (_v, plan) =>
                plan.available ? <Tag color="green">Available</Tag> : <Tag>Not available</Tag>,
            },
            {
              key: 'active',
              title: 'Active subscribers',
              align: 'right',
              render: (_v, plan) => plan.activeSubscriptions,
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: 'Actions',
                    render: (_v: unknown, plan: PrimePlan) => (
                      <Button
                        size="small"
                        onClick={() => setDialog(plan)}
                        data-testid={`prime-plan-edit-${plan._id}`}
                      >
                        Edit
                      </Button>
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
