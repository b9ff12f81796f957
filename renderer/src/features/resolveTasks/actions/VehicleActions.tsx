import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Space, Tooltip } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import { useCan } from '../../../components/PermissionGate';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { canEditBalance } from '@ops/shared/rules/permissions/editRules';
import {
  canEndRide,
  canOfferSpeedChange,
  isLostAndStolenCase,
  validateMotorLock,
} from '@ops/shared/rules/taskActions';
import { CONTACT_BUTTON_DISABLE_MS } from '@ops/shared/rules/constants';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import { useAppDispatch } from '../../../app/hooks';
import { useSaveTaskActionMutation } from '../resolveTasksApi';
import type { VehicleDetails, WorkspaceTask } from '../workspaceTypes';
import {
  commandResultError,
  refreshAfterBalanceEdit,
  useAcknowledgeStolenAlertMutation,
  useDisableVehicleMutation,
  useEndRideForFreeMutation,
  useMotorActionMutation,
  useVehicleCommandMutation,
} from '../actionsApi';
import { commandSentText } from '@ops/shared/rules/vehicleCommandText';
import { useShortcutHandler } from '../useShortcuts';
import { withShortcut, type ShortcutAction } from '../shortcuts';
import { useCooldown } from './useCooldown';
import { SpeedLimitDialog } from '../dialogs/SpeedLimitDialog';
import { EndRidePayDialog } from '../dialogs/EndRidePayDialog';
import { EditBalanceDialog } from '../../../components/balance/EditBalanceDialog';
import { AttachImageDialog } from '../dialogs/AttachImageDialog';
import { VehicleLocationDialog } from '../dialogs/VehicleLocationDialog';

const CONTACT_RECORDED = {
  CONTACTED_USER: 'workspace.actions.calledUserDone',
  CONTACTED_FILED_TECH: 'workspace.actions.toFtDone',
} as const;

type Dialog = 'speed' | 'endPay' | 'endFree' | 'balance' | 'image' | 'location' | 'disable' | null;

function Act({
  id,
  tip,
  shortcut,
  ...rest
}: { id: string; tip?: string; shortcut?: ShortcutAction } & React.ComponentProps<typeof Button>) {
  const title = tip && shortcut ? withShortcut(tip, shortcut) : tip;
  const button = <Button data-testid={id} {...rest} />;
  return title ? <Tooltip title={title}>{button}</Tooltip> : button;
}

/**
 * 01 §2 action buttons, each behind its gate and rule (01 §4-§6). The vehicle page shows the
 * same buttons with no task: the task-only ones (Called User, To FT) are left out, and Ack
 * follows the vehicle's own stolen alert instead of the task's case.
 */
export function VehicleActions({ task, details }: { task: WorkspaceTask | null; details: VehicleDetails }) {
  const { t } = useTranslation();
  const me = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { vehicle, ride, user } = details;
  const ids = { taskId: task?._id, vehicleId: vehicle._id };
  const [dialog, setDialog] = useState<Dialog>(null);
  const [calledCooling, coolCalled] = useCooldown(CONTACT_BUTTON_DISABLE_MS);
  const [ftCooling, coolFt] = useCooldown(CONTACT_BUTTON_DISABLE_MS);
  const [saveAction] = useSaveTaskActionMutation();
  const [command, commandState] = useVehicleCommandMutation();
  const [motor, motorState] = useMotorActionMutation();
  const [disable, disableState] = useDisableVehicleMutation();
  const [ack, ackState] = useAcknowledgeStolenAlertMutation();
  const [endFree, endFreeState] = useEndRideForFreeMutation();

  const mayAck =
    useCan(gate('vehicles.ACKNOWLEDGE_STOLEN_ALERT')) &&
    (task ? isLostAndStolenCase(task.mainCase) : vehicle.stolenAlert);
  const maySpeed = useCan(gate('vehicles.CHANGE_SPEED')) && canOfferSpeedChange(vehicle);
  const mayMotor = useCan(gate('vehicles.UPDATE_MOTOR_LOCK'));
  const mayDisable = useCan(gate('vehicles.CONVERT_TO_DISABLED')) && !vehicle.disabled;
  const mayCommand = useCan(gate('vehicles.SEND_COMMANDS'));
  const mayEndRide = useCan(gate('rides.TAKE_ACTIONS')) && !!ride && canEndRide(ride.status);
  const actor = me ? { _id: me._id, role: me.role } : null;
  const mayEditBalance =
    !!actor && !!user && canEditBalance(actor, { _id: user._id, role: parseRole(user.role) });

  const contact = (action: 'CONTACTED_USER' | 'CONTACTED_FILED_TECH') => {
    if (!task) return;
    (action === 'CONTACTED_USER' ? coolCalled : coolFt)();
    saveAction({ taskId: task._id, action })
      .unwrap()
      // The press leaves nothing else on screen but a history line: say it was recorded.
      .then(() => notice.success(t(CONTACT_RECORDED[action])))
      // 01 §8: saving task actions is only logged on failure.
      .catch((error: unknown) => console.warn('task action failed', error));
  };
  const run = async (
    work: () => Promise<{ status: string; error: string | null } | null | undefined | unknown>,
    okText: string,
  ) => {
    try {
      const result = await work();
      const failure =
        result && typeof result === 'object' && 'status' in result
          ? commandResultError(result as { status: string; error: string | null })
          : null;
      if (failure) notice.error(failure);
      else notice.success(okText);
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };
  const sendCommand = (message: 'restart' | 'extunlock' | 'ring') =>
    void run(
      async () => (await command({ ...ids, message }).unwrap())[0],
      commandSentText(message, vehicle.code),
    );
  const motorAction = (action: 'lock' | 'unlock') => {
    const notReady = validateMotorLock(vehicle.iotStatus);
    if (notReady) return notice.error(notReady);
    void run(
      () => motor({ ...ids, code: vehicle.code, action }).unwrap(),
      commandSentText(action === 'lock' ? 'motorLock' : 'motorUnlock', vehicle.code),
    );
  };

  useShortcutHandler('calledUser', task && !calledCooling ? () => contact('CONTACTED_USER') : null);
  useShortcutHandler('toFieldTech', task && !ftCooling ? () => contact('CONTACTED_FILED_TECH') : null);
  // A key does what its button does, and nothing while the button is busy.
  const ringBusy = commandState.isLoading && commandState.originalArgs?.message === 'ring';
  useShortcutHandler('ring', mayCommand && !ringBusy ? () => sendCommand('ring') : null);
  useShortcutHandler('lock', mayMotor && !motorState.isLoading ? () => motorAction('lock') : null);
  useShortcutHandler('speedLimit', maySpeed ? () => setDialog('speed') : null);
  useShortcutHandler('endAndPay', mayEndRide ? () => setDialog('endPay') : null);
  useShortcutHandler('editBalance', mayEditBalance ? () => setDialog('balance') : null);
  useShortcutHandler('location', () => setDialog('location'));

  return (
    <Card size="small" title={t('workspace.actions.title')} data-testid="vehicle-actions">
      <Space wrap size={[8, 8]}>
        {task && (
          <>
            <Act
              id="action-called-user"
              tip={t('workspace.actions.calledUserTip')}
              shortcut="calledUser"
              disabled={calledCooling}
              onClick={() => contact('CONTACTED_USER')}
            >
              {t('workspace.actions.calledUser')}
            </Act>
            <Act
              id="action-to-ft"
              tip={t('workspace.actions.toFtTip')}
              shortcut="toFieldTech"
              disabled={ftCooling}
              onClick={() => contact('CONTACTED_FILED_TECH')}
            >
              {t('workspace.actions.toFt')}
            </Act>
          </>
        )}
        {mayAck && (
          <Act
            id="action-ack"
            loading={ackState.isLoading}
            onClick={() =>
              void run(() => ack({ ...ids, code: vehicle.code }).unwrap(), t('workspace.actions.ackDone'))
            }
          >
            {t('workspace.actions.ack')}
          </Act>
        )}
        {maySpeed && (
          <Act
            id="action-speed"
            tip={t('workspace.actions.speedTip')}
            shortcut="speedLimit"
            onClick={() => setDialog('speed')}
          >
            {t('workspace.actions.speed')}
          </Act>
        )}
        {mayMotor && (
          <>
            <Act
              id="action-motor-lock"
              tip={t('workspace.actions.motorLock')}
              shortcut="lock"
              loading={motorState.isLoading}
              onClick={() => motorAction('lock')}
            >
              {t('workspace.actions.motorLock')}
            </Act>
            <Act
              id="action-motor-unlock"
              loading={motorState.isLoading}
              onClick={() => motorAction('unlock')}
            >
              {t('workspace.actions.motorUnlock')}
            </Act>
          </>
        )}
        {mayDisable && (
          <Act
            id="action-disable"
            danger
            loading={disableState.isLoading}
            onClick={() => setDialog('disable')}
          >
            {t('workspace.actions.disable')}
          </Act>
        )}
        {mayEndRide && (
          <>
            <Act
              id="action-end-pay"
              type="primary"
              tip={t('workspace.actions.endPay')}
              shortcut="endAndPay"
              onClick={() => setDialog('endPay')}
            >
              {t('workspace.actions.endPay')}
            </Act>
            <Act id="action-end-free" onClick={() => setDialog('endFree')}>
              {t('workspace.actions.endFree')}
            </Act>
          </>
        )}
        {mayEditBalance && (
          <Act
            id="action-edit-balance"
            tip={t('workspace.actions.editBalanceTip')}
            shortcut="editBalance"
            onClick={() => setDialog('balance')}
          >
            {t('workspace.actions.editBalance')}
          </Act>
        )}
        {ride && (
          <Act id="action-attach-image" onClick={() => setDialog('image')}>
            {t('workspace.actions.attachImage')}
          </Act>
        )}
        <Act
          id="action-location"
          tip={t('workspace.actions.locationTip')}
          shortcut="location"
          onClick={() => setDialog('location')}
        >
          {t('workspace.actions.location')}
        </Act>
        {mayCommand && (
          <>
            <Act
              id="action-restart"
              loading={commandState.isLoading && commandState.originalArgs?.message === 'restart'}
              onClick={() => sendCommand('restart')}
            >
              {t('workspace.actions.restart')}
            </Act>
            <Act
              id="action-extunlock"
              loading={commandState.isLoading && commandState.originalArgs?.message === 'extunlock'}
              onClick={() => sendCommand('extunlock')}
            >
              {t('workspace.actions.extUnlock')}
            </Act>
            <Act
              id="action-ring"
              tip={t('workspace.actions.ring')}
              shortcut="ring"
              loading={ringBusy}
              onClick={() => sendCommand('ring')}
            >
              {t('workspace.actions.ring')}
            </Act>
          </>
        )}
      </Space>
      <SpeedLimitDialog
        open={dialog === 'speed'}
        code={vehicle.code}
        ids={ids}
        onClose={() => setDialog(null)}
      />
      {ride && user && (
        <EndRidePayDialog
          open={dialog === 'endPay'}
          ride={ride}
          riderId={user._id}
          riderRole={user.role}
          ids={ids}
          onClose={() => setDialog(null)}
        />
      )}
      {user && (
        <EditBalanceDialog
          open={dialog === 'balance'}
          userId={user._id}
          name={user.name}
          balance={user.balance}
          taskId={task?._id}
          onDone={() => dispatch(refreshAfterBalanceEdit({ ...ids, userId: user._id }))}
          onClose={() => setDialog(null)}
        />
      )}
      {ride && (
        <AttachImageDialog
          open={dialog === 'image'}
          rideId={ride._id}
          vehicleId={vehicle._id}
          onClose={() => setDialog(null)}
        />
      )}
      <VehicleLocationDialog open={dialog === 'location'} vehicle={vehicle} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'endFree'}
        title={t('workspace.actions.endFreeConfirm')}
        subtitle={t('workspace.actions.endFreeText', { code: vehicle.code })}
        loading={endFreeState.isLoading}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void run(
            () => endFree({ ...ids, id: ride?._id ?? '' }).unwrap(),
            t('workspace.actions.endFreeDone'),
          ).then(() => setDialog(null))
        }
      />
      <ConfirmDialog
        open={dialog === 'disable'}
        title={t('workspace.actions.disableConfirm', { code: vehicle.code })}
        danger
        loading={disableState.isLoading}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void run(
            () => disable({ ...ids, code: vehicle.code }).unwrap(),
            t('workspace.actions.disabled', { code: vehicle.code }),
          ).then(() => setDialog(null))
        }
      />
    </Card>
  );
}
