import { Tag } from 'antd';
import {
  MAINTENANCE_RECORD_STATUS_LABELS,
  MAINTENANCE_TICKET_STATUS_LABELS,
  type MaintenanceRecordStatus,
  type MaintenanceTicketStatus,
} from '@ops/shared/rules/maintenance';

const RECORD_COLOR: Record<MaintenanceRecordStatus, string> = {
  pending: 'gold',
  submitted: 'blue',
  resolved: 'green',
};
const TICKET_COLOR: Record<MaintenanceTicketStatus, string> = {
  open: 'blue',
  accepted: 'green',
  rejected: 'red',
};

export function RecordStatusTag({ status }: { status: string }) {
  const known = status as MaintenanceRecordStatus;
  return (
    <Tag color={RECORD_COLOR[known] ?? 'default'}>{MAINTENANCE_RECORD_STATUS_LABELS[known] ?? status}</Tag>
  );
}

export function TicketStatusTag({ status }: { status: string }) {
  const known = status as MaintenanceTicketStatus;
  return (
    <Tag color={TICKET_COLOR[known] ?? 'default'}>{MAINTENANCE_TICKET_STATUS_LABELS[known] ?? status}</Tag>
  );
}
