import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentTask } from '../tasksSlice';
import { selectAttendanceStatus } from '../attendanceSlice';
import { useShortcutHandler } from '../useShortcuts';
import { withShortcut } from '../shortcuts';
import { BacklogPanel } from './BacklogPanel';
import { FlaggedStrip } from './FlaggedStrip';
import { TaskArea } from './TaskArea';
import { TaskControlPanel } from './TaskControlPanel';
import { IdleWarningNotice } from './IdleWarningNotice';
import { useTaskActivity } from '../useTaskActivity';

/** The checked-in layout (01 §2): backlog left, task centre, control panel right. */
export function Workspace({ mayFlag }: { mayFlag: boolean }) {
  const { t } = useTranslation();
  const [showBacklog, setShowBacklog] = useState(true);
  const task = useAppSelector(selectCurrentTask);
  const status = useAppSelector(selectAttendanceStatus);
  useShortcutHandler('toggleBacklog', () => setShowBacklog((shown) => !shown));
  // Issue 23 item 6: clicks and keys in the task and its control panel count as activity.
  const { onActivity, keep, back } = useTaskActivity();
  // Opening the workspace is the agent at their desk: one the timeout marked away gets tasks again.
  useEffect(() => back(), [back]);
  const label = showBacklog ? t('workspace.hideBacklog') : t('workspace.showBacklog');

  return (
    <div className={`resolve-grid${showBacklog ? '' : ' resolve-grid--no-backlog'}`}>
      <div className="resolve-grid__backlog">
        <Tooltip title={withShortcut(label, 'toggleBacklog')}>
          <Button
            icon={showBacklog ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={() => setShowBacklog((shown) => !shown)}
            data-testid="backlog-toggle"
            block={showBacklog}
          >
            {showBacklog ? label : null}
          </Button>
        </Tooltip>
        {showBacklog && <BacklogPanel />}
      </div>
      <div className="resolve-grid__main" onPointerDownCapture={onActivity} onKeyDownCapture={onActivity}>
        <IdleWarningNotice keep={keep} />
        {mayFlag && <FlaggedStrip />}
        <TaskArea task={task} onBreak={status === 'IN_BREAK'} mayFlag={mayFlag} />
      </div>
      <div className="resolve-grid__side" onPointerDownCapture={onActivity} onKeyDownCapture={onActivity}>
        <TaskControlPanel />
      </div>
    </div>
  );
}
