import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/sessionSlice';
import { useCan } from '../../components/PermissionGate';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { isApiError } from '@ops/shared/rules/errors';
import { useGetUserAssignedTaskQuery, useGetFlaggedTasksByUserQuery } from './resolveTasksApi';
import { useCurrentSupportTeamUserAttendanceQuery } from './attendanceApi';
import { currentTaskLoaded, flaggedLoaded, workspaceOpened } from './tasksSlice';
import {
  attendanceLoaded,
  notCheckedIn,
  selectAttendanceStatus,
  showCheckOutChanged,
} from './attendanceSlice';
import { useWorkspaceRealtime } from './useWorkspaceRealtime';
import { useIdlePoll } from './useIdlePoll';
import { useShortcutHandler, useShortcutListener } from './useShortcuts';
import { NotCheckedIn } from './components/NotCheckedIn';
import { Workspace } from './components/Workspace';
import { WorkspaceNotices } from './dialogs/WorkspaceNotices';
import { ShortcutsHelp } from './components/ShortcutsHelp';
import './resolveTasks.css';

/** /app/resolve-tasks (01 §2): the support agent's workspace for a whole shift. */
export default function ResolveTasksPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const userId = user?._id ?? null;
  const mayFlag = useCan(gate('task.FLAG_TASK'));
  const status = useAppSelector(selectAttendanceStatus);
  const [helpOpen, setHelpOpen] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    if (userId) dispatch(workspaceOpened(userId));
  }, [dispatch, userId]);

  const assigned = useGetUserAssignedTaskQuery(undefined, { refetchOnMountOrArgChange: true });
  const attendance = useCurrentSupportTeamUserAttendanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const flagged = useGetFlaggedTasksByUserQuery(undefined, { skip: !mayFlag || status === 'NOT_CHECKED_IN' });

  useEffect(() => {
    if (assigned.data) {
      dispatch(currentTaskLoaded(assigned.data.task));
      dispatch(showCheckOutChanged(assigned.data.showCheckOut));
    }
  }, [dispatch, assigned.data]);
  const assignedError = isApiError(assigned.error) ? assigned.error : null;
  const notCheckedInError = assignedError?.reason === 'NOT_CHECKED_IN';
  useEffect(() => {
    if (notCheckedInError) dispatch(notCheckedIn());
  }, [dispatch, notCheckedInError]);
  useEffect(() => {
    if (attendance.isSuccess) dispatch(attendanceLoaded(attendance.data ?? null));
  }, [dispatch, attendance.isSuccess, attendance.data]);
  useEffect(() => {
    if (flagged.data) dispatch(flaggedLoaded(flagged.data));
  }, [dispatch, flagged.data]);

  useWorkspaceRealtime(userId);
  useIdlePoll();
  useShortcutListener();
  useShortcutHandler('help', () => setHelpOpen((open) => !open));

  const serverError =
    assignedError && !notCheckedInError && assignedError.kind === 'server' ? assignedError.message : null;

  return (
    <div className="resolve-tasks" data-testid="resolve-tasks">
      {/* The page's heading for screen readers; the workspace itself has no room for a title. */}
      <h1 className="ops-visually-hidden">{t('workspace.title')}</h1>
      <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
      {serverError ? (
        // 01 §8: a 500 while loading the assigned task shows its message in large red text.
        <Typography.Title level={3} type="danger" data-testid="assigned-task-error">
          {serverError}
        </Typography.Title>
      ) : status === 'NOT_CHECKED_IN' ? (
        <NotCheckedIn onCheckedIn={() => void Promise.all([assigned.refetch(), attendance.refetch()])} />
      ) : status === 'unknown' ? null : (
        <Workspace mayFlag={mayFlag} />
      )}
      <WorkspaceNotices />
    </div>
  );
}
