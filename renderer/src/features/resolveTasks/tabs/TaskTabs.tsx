import { Tabs } from 'antd';
import type { WorkspaceTask } from '../resolveTasksApi';
import { TaskHistoryTab } from './TaskHistoryTab';
import { RidesTab } from './RidesTab';
import { WalletLogsTab } from './WalletLogsTab';
import { LifeCycleTimeline } from '../../vehicleLifeCycle/LifeCycleTimeline';

const label = (name: string, text: string) => <span data-testid={`tab-${name}`}>{text}</span>;

/** 01 §2 tab set; each tab loads only when opened (destroyOnHidden keeps the shift's memory flat). */
export function TaskTabs({ task, userId }: { task: WorkspaceTask; userId: string | null }) {
  return (
    <Tabs
      className="task-tabs"
      destroyOnHidden
      items={[
        { key: 'history', label: label('history', 'Task History'), children: <TaskHistoryTab task={task} /> },
        { key: 'user-rides', label: label('user-rides', 'User Rides'), children: <RidesTab by="user" id={userId} /> },
        { key: 'wallet-logs', label: label('wallet-logs', 'User Wallet Logs'), children: <WalletLogsTab userId={userId} vehicleId={task.vehicle ?? ''} /> },
        { key: 'vehicle-rides', label: label('vehicle-rides', 'Vehicle Rides'), children: <RidesTab by="scooter" id={task.vehicle} /> },
        { key: 'life-cycle', label: label('life-cycle', 'Vehicle Life Cycle'), children: <LifeCycleTimeline filters={{ vehicleId: task.vehicle ?? undefined }} skip={!task.vehicle} height={420} /> },
      ]}
    />
  );
}
