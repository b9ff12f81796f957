import { Button, Space, Typography } from 'antd';
import type { VehicleDetails } from '../resolveTasksApi';
import { useCan } from '../../../components/PermissionGate';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { canRemovePlanFromUser, canStopNextRenewal, remainingAllowance, subscriptionStatus } from '@ops/shared/rules/subscription';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '@ops/shared/rules/errors';
import { useStopPlanSubscriptionMutation } from '../actionsApi';
import { fmtDate, fmtMoney } from '../format';

type Plan = NonNullable<NonNullable<VehicleDetails['user']>['subscriptionPlan']>;

/** 01 §2 subscription row: status text, reminder line, and the two stop buttons behind their permissions. */
export function SubscriptionRow({ plan, vehicleId }: { plan: Plan; vehicleId: string }) {
  const mayStop = useCan(gate('prime.STOP_USER_PLAN_RENEWALS'));
  const mayRemove = useCan(gate('prime.REMOVE_USER_PLAN'));
  const [stop, { isLoading }] = useStopPlanSubscriptionMutation();
  const status = subscriptionStatus(plan);
  const unlocks = remainingAllowance(plan.unlocks, plan.usedUnlocks);

  const run = async (remove: boolean) => {
    try {
      await stop({ id: plan._id, remove, vehicleId }).unwrap();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <div className="subscription-row" data-testid="subscription-row">
      <Typography.Text strong>{plan.name}</Typography.Text> · {fmtMoney(plan.price)} · {plan.period}
      <div>
        {status.text}
        {status.at ? ` ${fmtDate(status.at)}` : ''} · valid until {fmtDate(plan.validUntil)} · unlocks left {unlocks}
      </div>
      {status.remindAt && <Typography.Text type="secondary">Reminder on {fmtDate(status.remindAt)}</Typography.Text>}
      <Space size={4} wrap style={{ marginTop: 4 }}>
        {mayStop && canStopNextRenewal(plan) && (
          <Button size="small" loading={isLoading} onClick={() => void run(false)}>Stop Next Renewal</Button>
        )}
        {mayRemove && canRemovePlanFromUser(plan, { now: new Date(), currentPlanId: plan._id }) && (
          <Button size="small" danger loading={isLoading} onClick={() => void run(true)}>Stop Renewal, Remove from user</Button>
        )}
      </Space>
    </div>
  );
}
