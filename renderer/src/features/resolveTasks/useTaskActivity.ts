import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ACTIVITY_REPORT_MS } from '@ops/shared/rules/taskSla';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { throttled } from '../../lib/throttled';
import { useReportTaskActivityMutation } from './resolveTasksApi';
import { idleWarningCleared, selectCurrentTask } from './tasksSlice';

/**
 * Issue 23 item 6: any act in the task, its tabs or its calls counts as activity for the idle
 * timeout. The workspace reports it (throttled: reading an ID and clicking through tabs is not a
 * request per click) and the server starts the idle clock again. Returns the handler to put on
 * the task's panels, and `keep` for the warning's 'Keep this task' (reported at once).
 */
export function useTaskActivity(): { onActivity: () => void; keep: () => Promise<void>; back: () => void } {
  const dispatch = useAppDispatch();
  const task = useAppSelector(selectCurrentTask);
  const [report] = useReportTaskActivityMutation();
  const taskId = useRef<string | null>(null);
  taskId.current = task?._id ?? null;
  const send = useCallback(() => {
    const id = taskId.current;
    if (id)
      void report({ taskId: id })
        .unwrap()
        .catch((error: unknown) => console.warn('activity report failed', error));
  }, [report]);
  const reporter = useMemo(() => throttled(send, ACTIVITY_REPORT_MS), [send]);
  useEffect(() => () => reporter.cancel(), [reporter]);
  const keep = useCallback(async () => {
    const id = taskId.current;
    if (!id) return;
    await report({ taskId: id }).unwrap();
    dispatch(idleWarningCleared());
  }, [dispatch, report]);
  /** The agent is at their desk (after a timeout's notice, or opening the workspace). */
  const back = useCallback(() => {
    void report({})
      .unwrap()
      .catch((error: unknown) => console.warn('back-at-desk report failed', error));
  }, [report]);
  return { onActivity: reporter.call, keep, back };
}
