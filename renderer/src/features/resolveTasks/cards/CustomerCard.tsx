import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { useCan } from '../../../components/PermissionGate';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { isLostAndStolenCase } from '@ops/shared/rules/taskActions';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import type { VehicleDetails, WorkspaceTask } from '../workspaceTypes';
import { useStopPlanSubscriptionMutation, useToggleActivateMutation } from '../actionsApi';
import { fmtDate, fmtMoney } from '../../../lib/format';
import { SubscriptionRow } from '../../../components/subscription/SubscriptionRow';
import { Phone } from '../../../components/Phone';
import { nameWithPhone } from '../../../components/phoneText';

/**
 * 01 §2 Last Customer Details ('Last Scanner' for lost/stolen cases), with
 * Activate/Deactivate after a confirmation (01 §4) and the subscription row.
 */
export function CustomerCard({ task, details }: { task: WorkspaceTask; details: VehicleDetails }) {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const mayActivate = useCan(gate('users.ACTIVATE_USER'));
  const [confirming, setConfirming] = useState(false);
  const [toggle, { isLoading }] = useToggleActivateMutation();
  const [stopPlan, { isLoading: stopping }] = useStopPlanSubscriptionMutation();
  const user = details.user;
  const lostStolen = isLostAndStolenCase(task.mainCase);
  const scanner = details.vehicle.lastInitiator;

  const onConfirm = async () => {
    if (!user) return;
    try {
      await toggle({ id: user._id, taskId: task._id, vehicleId: details.vehicle._id }).unwrap();
      setConfirming(false);
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <Card
      size="small"
      title={lostStolen ? t('workspace.customerCard.lastScanner') : t('workspace.customerCard.title')}
      className="detail-card"
      data-testid="customer-card"
    >
      {lostStolen && scanner ? (
        <Descriptions size="small" column={1} colon={false}>
          <Descriptions.Item label={t('workspace.customerCard.name')}>
            <Link to={`/app/user/${scanner._id}`} dir="auto">
              {scanner.name}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.customerCard.phone')}>
            <Phone number={scanner.phoneNumber} />
          </Descriptions.Item>
          <Descriptions.Item label={t('workspace.customerCard.scanned')}>
            {fmtDate(details.vehicle.lastInitDate)}
          </Descriptions.Item>
          {details.vehicle.lastInitiatorLocation && (
            <Descriptions.Item label={t('workspace.customerCard.location')}>
              {details.vehicle.lastInitiatorLocation.lat.toFixed(5)},{' '}
              {details.vehicle.lastInitiatorLocation.lng.toFixed(5)}
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : !user ? (
        t('workspace.customerCard.noUser')
      ) : (
        <>
          <Descriptions size="small" column={1} colon={false}>
            <Descriptions.Item label={t('workspace.customerCard.name')}>
              <Link to={`/app/user/${user._id}`} dir="auto">
                {user.name}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.customerCard.phone')}>
              <Phone number={user.phoneNumber} />
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.customerCard.balance')}>
              <span data-testid="customer-balance">{fmtMoney(user.balance)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.customerCard.status')}>
              <Tag color={user.active ? 'green' : 'red'} data-testid="customer-active">
                {user.active ? t('workspace.customerCard.active') : t('workspace.customerCard.inactive')}
              </Tag>
              {user.isExpressRider && <Tag>{t('workspace.customerCard.expressRider')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('workspace.customerCard.area')}>
              {user.area?.name ?? '-'}
            </Descriptions.Item>
            {user.uniqueDeviceIdHistory.some((d) => d.isPhoneRooted) && (
              <Descriptions.Item label={t('workspace.customerCard.device')}>
                <Tag color="red">{t('workspace.customerCard.rooted')}</Tag>
              </Descriptions.Item>
            )}
          </Descriptions>
          {mayActivate && me?._id !== user._id && (
            <Button
              size="small"
              danger={user.active}
              onClick={() => setConfirming(true)}
              data-testid="action-toggle-activate"
            >
              {user.active ? t('workspace.customerCard.deactivate') : t('workspace.customerCard.activate')}
            </Button>
          )}
          {user.subscriptionPlan && (
            <SubscriptionRow
              plan={user.subscriptionPlan}
              stopping={stopping}
              onStop={(remove) =>
                stopPlan({ id: user.subscriptionPlan!._id, remove, vehicleId: details.vehicle._id }).unwrap()
              }
            />
          )}
          <ConfirmDialog
            open={confirming}
            title={
              user.active
                ? t('workspace.customerCard.deactivateConfirm')
                : t('workspace.customerCard.activateConfirm')
            }
            subtitle={nameWithPhone(user.name, user.phoneNumber)}
            danger={user.active}
            loading={isLoading}
            onConfirm={() => void onConfirm()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </Card>
  );
}
