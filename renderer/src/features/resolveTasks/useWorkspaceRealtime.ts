import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLive } from '../shell/connectionSlice';
import { onRealtimeEach } from '../shell/realtime';
import { actionsForEvent, cacheWritesForEvent, WORKSPACE_EVENTS } from './taskEvents';
import { resolveTasksApi } from './resolveTasksApi';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';

/**
 * Task, check-out, flagging and attendance events into the slices while the page is
 * open (01 §4). The handlers are removed by the unsubscribe onRealtimeEach returns.
 */
export function useWorkspaceRealtime(userId: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return undefined;
    return onRealtimeEach(WORKSPACE_EVENTS, (message) => {
      const { event } = message;
      for (const action of actionsForEvent(message, userId)) dispatch(action);
      for (const write of cacheWritesForEvent(message)) dispatch(write);
      // The backlog and the attendance record change with these; refetch rather than guess.
      if (event === REALTIME_EVENTS.UPDATED_TASK || event === REALTIME_EVENTS.ASSIGNED_TASK) {
        dispatch(resolveTasksApi.util.invalidateTags([{ type: 'Backlog', id: 'LIST' }]));
      }
      // A flagged-list fetch started before this change (by a flag or a pick) may answer after
      // it and put a resolved task back in the strip; RTK Query delays this refetch until
      // pending requests settle, so the last answer is the one taken after the change.
      if (event === REALTIME_EVENTS.UPDATED_TASK) {
        dispatch(resolveTasksApi.util.invalidateTags([{ type: 'FlaggedTasks', id: 'LIST' }]));
      }
      if (
        event === REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT ||
        event === REALTIME_EVENTS.CHECK_OUT_USER
      ) {
        dispatch(resolveTasksApi.util.invalidateTags([{ type: 'MyAttendance', id: 'ME' }]));
      }
    });
  }, [dispatch, userId]);

  // An 'ASSIGNED TASK' sent while the connection was down is lost unless the server could
  // replay it, and the idle poll would find the task only minutes later: back online, the
  // workspace asks again for the assigned task, its attendance and the backlog.
  const live = useAppSelector(selectIsLive);
  const wasLive = useRef(live);
  useEffect(() => {
    const cameBack = live && !wasLive.current;
    wasLive.current = live;
    if (!cameBack || !userId) return;
    dispatch(
      resolveTasksApi.util.invalidateTags([
        { type: 'AssignedTask', id: 'ME' },
        { type: 'MyAttendance', id: 'ME' },
        { type: 'Backlog', id: 'LIST' },
      ]),
    );
  }, [dispatch, live, userId]);
}
