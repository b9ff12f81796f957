import { Table, Tag, type TableColumnsType } from 'antd';
import { breakRow, type BreakRow } from '@ops/shared/rules/breaks';
import { BREAK_REASON_LABELS, type BreakReason } from '@ops/shared/rules/labels';
import { formatMinutes, formatTime } from '../lib/format';
import './breaks.css';

interface BreakLike {
  _id: string;
  checkInDate: string;
  checkOutDate?: string | null;
  reason: string;
}

type Row = BreakRow & { key: string };

export const breakReasonLabel = (reason: string | null): string =>
  reason && Object.prototype.hasOwnProperty.call(BREAK_REASON_LABELS, reason)
    ? BREAK_REASON_LABELS[reason as BreakReason]
    : (reason ?? '—');

const columns: TableColumnsType<Row> = [
  { title: 'Reason', dataIndex: 'reason', render: (r: string | null) => breakReasonLabel(r) },
  { title: 'Start', dataIndex: 'start', width: 90, render: (d: Date) => formatTime(d.toISOString()) },
  {
    title: 'End',
    dataIndex: 'end',
    width: 110,
    render: (d: Date | null) => (d ? formatTime(d.toISOString()) : <Tag color="orange">ongoing</Tag>),
  },
  {
    title: 'Duration',
    dataIndex: 'minutes',
    width: 110,
    align: 'right',
    // Over an hour shows red (01 §9 BREAK_HIGHLIGHT_SECONDS).
    render: (m: number, row) => (
      <span className={row.overLimit ? 'ops-over-limit' : undefined}>{formatMinutes(m)}</span>
    ),
  },
];

/** One shift's breaks, the ongoing one counting up to now. */
export function BreaksTable({ breaks, now }: { breaks: readonly BreakLike[]; now: Date }) {
  const rows = breaks.map((b) => ({ key: b._id, ...breakRow(b, now) }));
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      style={{ maxWidth: 560 }}
    />
  );
}
