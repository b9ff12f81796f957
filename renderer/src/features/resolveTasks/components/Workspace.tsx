import { useState } from 'react';
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

/** The checked-in layout (01 §2): backlog left, task centre, control panel right. */
export function Workspace({ mayFlag }: { mayFlag: boolean }) {
  const [showBacklog, setShowBacklog] = useState(true);
  const task = useAppSelector(selectCurrentTask);
  const status = useAppSelector(selectAttendanceStatus);
  useShortcutHandler('toggleBacklog', () => setShowBacklog((shown) => !shown));
  const label = showBacklog ? 'Hide Backlog' : 'Show Backlog';

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
      <div className="resolve-grid__main">
        {mayFlag && <FlaggedStrip />}
        <TaskArea task={task} onBreak={status === 'IN_BREAK'} mayFlag={mayFlag} />
      </div>
      <div className="resolve-grid__side">
        <TaskControlPanel />
      </div>
    </div>
  );
}
