import type { TaskSlaAlertEvent } from '@ops/shared/realtime/taskEvents';
import { TASK_TYPE_LABELS } from '@ops/shared/rules/labels';
import { slaNoticeText, type SlaNoticeInput } from '@ops/shared/rules/taskSla';
import { appPath } from '../../app/paths';
import type { AlertNotice } from './alertNotices';

/** A TASK_SLA_ALERT as a live notice (one per task: a breach replaces its warning) and the input of its OS notification. */
export function slaNoticeOf(
  event: TaskSlaAlertEvent,
): AlertNotice & { input: SlaNoticeInput & { taskId: string } } {
  const label = event.vehicleCode ?? TASK_TYPE_LABELS[event.taskType];
  const input = {
    kind: event.kind,
    label,
    targetMinutes: event.targetMinutes,
    elapsedMinutes: event.elapsedMinutes,
    agentName: event.agentName,
    taskId: event.taskId,
  };
  return {
    id: `taskSla:${event.taskId}`,
    kind: 'taskSla',
    code: event.vehicleCode ?? '',
    text: slaNoticeText(input),
    colour: event.kind === 'warning' ? 'amber' : 'red',
    urgencyType: null,
    area: null,
    links: [
      { to: appPath(`task/${event.taskId}`), label: 'Open task' },
      { to: appPath('tasks'), label: 'Tasks' },
    ],
    input,
  };
}
