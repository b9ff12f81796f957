import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { IDLE_TASK_POLL_MS } from '@ops/shared/rules/constants';
import { useLazyCheckTasksForUserQuery } from './resolveTasksApi';
import { selectAttendanceStatus } from './attendanceSlice';
import { currentTaskLoaded, selectCurrentTask } from './tasksSlice';
import { shouldIdlePoll } from './timers';

/**
 * 01 §4: while the user has no task and is not on a break, the task state is polled
 * every 5 minutes; holding a task or a break stops it (the effect is torn down).
 */
export function useIdlePoll(): void {
  const dispatch = useAppDispatch();
  const attendance = useAppSelector(selectAttendanceStatus);
  const hasTask = useAppSelector(selectCurrentTask) !== null;
  const [check] = useLazyCheckTasksForUserQuery();
  const active = shouldIdlePoll({ attendance, hasTask });
  useEffect(() => {
    if (!active) return undefined;
    const id = window.setInterval(() => {
      void check()
        .unwrap()
        .then((task) => {
          if (task) dispatch(currentTaskLoaded(task));
        })
        .catch((error: unknown) => console.warn('idle task poll failed', error));
    }, IDLE_TASK_POLL_MS);
    return () => window.clearInterval(id);
  }, [active, check, dispatch]);
}
