import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space } from 'antd';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { canEndRide } from '@ops/shared/rules/taskActions';
import { errorMessageOf } from '../../../i18n/errorText';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCan } from '../../../components/PermissionGate';
import { fmtMoney } from '../../../lib/format';
import { notice } from '../../../lib/notices';
// The workspace's ride actions, reused as they are: one End and pay dialog, one End for Free, one upload.
import { useEndRideForFreeMutation } from '../../resolveTasks/actionsApi';
import { AttachImageDialog } from '../../resolveTasks/dialogs/AttachImageDialog';
import { EndRidePayDialog } from '../../resolveTasks/dialogs/EndRidePayDialog';
import { CompensateDialog } from './CompensateDialog';
import { useCheckRideMutation, useEndRidePayMutation, type RideDetails } from './ridePageApi';

type Dialog = 'endPay' | 'endCharge' | 'endFree' | 'compensate' | 'image' | null;

/**
 * The ride page's actions (01 §7, 02 §7), all behind rides.TAKE_ACTIONS: ending ones only
 * while the ride is ongoing (01 §4), compensation within the ride's total, the image check
 * and an additional image at any time. The server checks the same gate and rules.
 */
export function RideActions({ details, livePrice }: { details: RideDetails; livePrice: number }) {
  const { t } = useTranslation();
  const { ride } = details;
  const mayAct = useCan(gate('rides.TAKE_ACTIONS'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [endPay, endPayState] = useEndRidePayMutation();
  const [endFree, endFreeState] = useEndRideForFreeMutation();
  const [check, checkState] = useCheckRideMutation();
  if (!mayAct) return null;
  const ongoing = canEndRide(ride.status);
  const vehicleId = ride.scooter?._id ?? '';
  const totalCost = details.bill?.totalCost ?? livePrice;
  const close = () => setDialog(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notice.success(done);
      close();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <>
      <Space wrap data-testid="ride-actions">
        {ongoing && ride.user && (
          <>
            <Button type="primary" data-testid="ride-end-pay" onClick={() => setDialog('endPay')}>
              {t('ridePage.action.endPay')}
            </Button>
            <Button data-testid="ride-end-charge" onClick={() => setDialog('endCharge')}>
              {t('ridePage.action.endCharge')}
            </Button>
            <Button data-testid="ride-end-free" onClick={() => setDialog('endFree')}>
              {t('ridePage.action.endFree')}
            </Button>
          </>
        )}
        {ride.user && (
          <Button data-testid="ride-compensate" onClick={() => setDialog('compensate')}>
            {t('ridePage.action.compensate')}
          </Button>
        )}
        <Button
          data-testid="ride-check-accept"
          disabled={ride.checkStatus === 'Y'}
          loading={checkState.isLoading && checkState.originalArgs?.accept === true}
          onClick={() =>
            void run(() => check({ id: ride._id, accept: true }).unwrap(), t('ridePage.action.accepted'))
          }
        >
          {t('ridePage.action.accept')}
        </Button>
        <Button
          data-testid="ride-check-decline"
          danger
          disabled={ride.checkStatus === 'N'}
          loading={checkState.isLoading && checkState.originalArgs?.accept === false}
          onClick={() =>
            void run(() => check({ id: ride._id, accept: false }).unwrap(), t('ridePage.action.declined'))
          }
        >
          {t('ridePage.action.decline')}
        </Button>
        <Button data-testid="ride-attach-image" onClick={() => setDialog('image')}>
          {t('ridePage.action.upload')}
        </Button>
      </Space>
      {ride.user && (
        <EndRidePayDialog
          open={dialog === 'endPay'}
          ride={ride}
          riderId={ride.user._id}
          riderRole={null}
          ids={{ vehicleId }}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog === 'endCharge'}
        title={t('ridePage.action.endCharge')}
        subtitle={t('ridePage.action.endChargeText', { price: fmtMoney(livePrice) })}
        confirmText={t('ridePage.action.endCharge')}
        loading={endPayState.isLoading}
        onCancel={close}
        onConfirm={() =>
          void run(
            () => endPay({ id: ride._id, riderId: ride.user?._id ?? '' }).unwrap(),
            t('ridePage.action.ended'),
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'endFree'}
        title={t('ridePage.action.endFree')}
        subtitle={t('ridePage.action.endFreeText')}
        confirmText={t('ridePage.action.endFree')}
        danger
        loading={endFreeState.isLoading}
        onCancel={close}
        onConfirm={() =>
          void run(() => endFree({ id: ride._id, vehicleId }).unwrap(), t('ridePage.action.endedFree'))
        }
      />
      <CompensateDialog open={dialog === 'compensate'} ride={ride} totalCost={totalCost} onClose={close} />
      <AttachImageDialog open={dialog === 'image'} rideId={ride._id} vehicleId={vehicleId} onClose={close} />
    </>
  );
}
