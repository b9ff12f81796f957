import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfigProvider, Space, Tabs, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { WorkspaceTask } from '../workspaceTypes';
import { TaskHistoryTab } from './TaskHistoryTab';
import { RidesTab } from './RidesTab';
import { WalletLogsTab } from './WalletLogsTab';
import { LifeCycleTimeline } from '../../vehicleLifeCycle/LifeCycleTimeline';
import { useShortcutHandler } from '../useShortcuts';
import { withShortcut } from '../shortcuts';
import { stepTab } from './tabStep';

const label = (name: string, text: string) => <span data-testid={`tab-${name}`}>{text}</span>;

/**
 * The tab the agent chose on the task on screen. The workspace can put the same task up again
 * (a refetch or a live update briefly leaves no task), and the agent's place must survive that.
 * One task is on screen at a time, so one entry is all it holds.
 */
let lastChosen: { taskId: string; tab: string } = { taskId: '', tab: '' };

/** 01 §2 tab set; each tab loads only when opened (destroyOnHidden keeps the shift's memory flat). */
export function TaskTabs({ task, userId }: { task: WorkspaceTask; userId: string | null }) {
  const { t } = useTranslation();
  const items = [
    {
      key: 'history',
      label: label('history', t('workspace.tabs.history')),
      children: <TaskHistoryTab task={task} />,
    },
    {
      key: 'user-rides',
      label: label('user-rides', t('workspace.tabs.userRides')),
      children: <RidesTab by="user" id={userId} />,
    },
    {
      key: 'wallet-logs',
      label: label('wallet-logs', t('workspace.tabs.walletLogs')),
      children: <WalletLogsTab userId={userId} vehicleId={task.vehicle ?? ''} />,
    },
    {
      key: 'vehicle-rides',
      label: label('vehicle-rides', t('workspace.tabs.vehicleRides')),
      children: <RidesTab by="scooter" id={task.vehicle} />,
    },
    {
      key: 'life-cycle',
      label: label('life-cycle', t('workspace.tabs.lifeCycle')),
      children: (
        <LifeCycleTimeline
          filters={{ vehicleId: task.vehicle ?? undefined }}
          skip={!task.vehicle}
          height={420}
        />
      ),
    },
  ];
  const [active, setActiveState] = useState(() =>
    lastChosen.taskId === task._id ? lastChosen.tab : items[0]!.key,
  );
  const setActive = (tab: string) => {
    lastChosen = { taskId: task._id, tab };
    setActiveState(tab);
  };
  const step = (by: 1 | -1) =>
    setActive(
      stepTab(
        items.map((item) => item.key),
        active,
        by,
      ),
    );
  useShortcutHandler('nextTab', () => step(1));
  useShortcutHandler('previousTab', () => step(-1));
  // Right to left, the next tab is the one on the left: the arrows follow the reading order.
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const [Back, Forward] = rtl ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];
  // The keys' own buttons, so the tooltips name them (a tab strip has no other place for it).
  const stepper = (
    <Space size={4}>
      <Tooltip title={withShortcut(t('workspace.tabs.previous'), 'previousTab')}>
        <Button
          size="small"
          type="text"
          icon={<Back />}
          aria-label={t('workspace.tabs.previous')}
          onClick={() => step(-1)}
          data-testid="tab-previous"
        />
      </Tooltip>
      <Tooltip title={withShortcut(t('workspace.tabs.next'), 'nextTab')}>
        <Button
          size="small"
          type="text"
          icon={<Forward />}
          aria-label={t('workspace.tabs.next')}
          onClick={() => step(1)}
          data-testid="tab-next"
        />
      </Tooltip>
    </Space>
  );
  // Beside the tab strip, not in it: the strip is a tablist, which may hold tabs only (axe).
  return (
    <div className="task-tabs-wrap">
      <div className="task-tabs__stepper">{stepper}</div>
      <Tabs className="task-tabs" destroyOnHidden activeKey={active} onChange={setActive} items={items} />
    </div>
  );
}
