import { Alert, Button, Space, Spin, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { taskCaseText } from '../../../i18n/sharedLabels';
import { isLostAndStolenCase } from '@ops/shared/rules/taskActions';
import {
  useSetTaskToFlaggedMutation,
  useSetTaskToUnFlaggedMutation,
  useVehicleUserRideDetailsQuery,
} from '../resolveTasksApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { flagChanged } from '../tasksSlice';
import { useShortcutHandler } from '../useShortcuts';
import { withShortcut } from '../shortcuts';
import { useRefetchOnCaseChange, useVehicleLive } from '../useVehicleLive';
import { VehicleDetailsCard } from '../cards/VehicleDetailsCard';
import { LastRideCard } from '../cards/LastRideCard';
import { CustomerCard } from '../cards/CustomerCard';
import { VehicleActions } from '../actions/VehicleActions';
import { CommentsBox } from './CommentsBox';
import { TaskTabs } from '../tabs/TaskTabs';
import { cardCases } from '../backlogFilters';

/** 01 §2 Vehicle task view. */
export function VehicleTaskView({ task, mayFlag }: { task: WorkspaceTask; mayFlag: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?._id;
  const vehicleId = task.vehicle ?? '';
  const { data, isLoading } = useVehicleUserRideDetailsQuery(vehicleId, { skip: !vehicleId });
  useVehicleLive(vehicleId, task.vehicleCode, data?.ride?._id ?? null);
  useRefetchOnCaseChange(vehicleId, `${JSON.stringify(task.cases)}|${task.mainCaseResolvedAt ?? ''}`);
  const [flag, flagState] = useSetTaskToFlaggedMutation();
  const [unflag, unflagState] = useSetTaskToUnFlaggedMutation();
  const flaggedByMe = !!task.flaggedBy && task.flaggedBy === userId;
  const flaggedByOther = !!task.flaggedBy && !flaggedByMe;

  const toggleFlag = async () => {
    try {
      dispatch(flagChanged(await (flaggedByMe ? unflag(task._id) : flag(task._id)).unwrap()));
    } catch (error) {
      // 01 §8: flag and unflag failures are only logged.
      console.warn('flag toggle failed', error);
    }
  };
  const flagBusy = flagState.isLoading || unflagState.isLoading;
  // The key is off whenever the button is: someone else's flag, or a toggle still on its way.
  useShortcutHandler('flag', mayFlag && !flaggedByOther && !flagBusy ? () => void toggleFlag() : null);
  const others = cardCases(task).filter((c) => c !== task.mainCase);
  const lostStolen = isLostAndStolenCase(task.mainCase);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type={lostStolen ? 'error' : 'warning'}
        showIcon
        data-testid="case-banner"
        title={
          <span>
            <b>{task.vehicleCode}</b> ·{' '}
            {task.mainCase ? taskCaseText(t, task.mainCase) : t('workspace.vehicleTask.other')}
            {/* The main case has cleared but another is still open: the task stays for those. */}
            {task.mainCaseResolvedAt && (
              <Tag color="green" style={{ marginInlineStart: 8 }} data-testid="main-case-cleared">
                {t('workspace.vehicleTask.cleared')}
              </Tag>
            )}
            {others.map((c) => (
              <Tag key={c} style={{ marginInlineStart: 8 }}>
                {taskCaseText(t, c)}
              </Tag>
            ))}
          </span>
        }
        description={task.area ?? undefined}
        action={
          mayFlag ? (
            <Tooltip
              title={
                flaggedByOther
                  ? t('workspace.vehicleTask.flaggedByOther')
                  : withShortcut(
                      flaggedByMe ? t('workspace.vehicleTask.unflag') : t('workspace.vehicleTask.flag'),
                      'flag',
                    )
              }
            >
              <Button
                icon={flaggedByMe ? <FlagFilled /> : <FlagOutlined />}
                danger={flaggedByMe}
                disabled={flaggedByOther}
                loading={flagBusy}
                onClick={() => void toggleFlag()}
                data-testid="flag-toggle"
                data-flagged={flaggedByMe}
              >
                {flaggedByMe ? t('workspace.vehicleTask.unflag') : t('workspace.vehicleTask.flag')}
              </Button>
            </Tooltip>
          ) : undefined
        }
      />
      {isLoading || !data ? (
        <Spin />
      ) : (
        <>
          {/* Side by side while each gets 280 px, else they wrap (resolveTasks.css). */}
          <div className="detail-cards">
            <VehicleDetailsCard vehicle={data.vehicle} lastMoveBeep={data.lastMoveBeep} />
            <LastRideCard ride={data.ride} />
            <CustomerCard task={task} details={data} />
          </div>
          <VehicleActions task={task} details={data} />
        </>
      )}
      <CommentsBox task={task} />
      <TaskTabs task={task} userId={data?.user?._id ?? null} />
    </Space>
  );
}
