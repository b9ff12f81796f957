import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { notice } from '../../../lib/notices';
import { selectCurrentTask, selectTasksState } from '../tasksSlice';

/**
 * Issue 23 item 6: a minute before the idle sweep takes the task back, a notice in the workspace
 * (not a dialog: the agent may be in the middle of something) with one click to keep the task.
 */
export function IdleWarningNotice({ keep }: { keep: () => Promise<void> }) {
  const { t } = useTranslation();
  const warning = useAppSelector(selectTasksState).idleWarning;
  const task = useAppSelector(selectCurrentTask);
  const [busy, setBusy] = useState(false);
  if (!warning || warning.taskId !== task?._id) return null;
  const onKeep = async () => {
    setBusy(true);
    try {
      await keep();
    } catch {
      notice.error(t('workspace.idle.keepFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="idle-warning"
      title={warning.message}
      style={{ marginBottom: 12 }}
      action={
        <Button
          type="primary"
          size="small"
          loading={busy}
          onClick={() => void onKeep()}
          data-testid="idle-keep"
        >
          {t('workspace.idle.keep')}
        </Button>
      }
    />
  );
}
