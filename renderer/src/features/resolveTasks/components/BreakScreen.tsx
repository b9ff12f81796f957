import { Card, Table, Typography } from 'antd';
import { fmtDate } from '../../../lib/format';
import { useAppSelector } from '../../../app/hooks';
import { breakTable, ongoingBreak } from '@ops/shared/rules/breaks';
import { BREAK_REASON_LABELS } from '@ops/shared/rules/labels';
import { selectAttendance } from '../attendanceSlice';
import { useNow } from '../../../lib/useNow';
import { minutesText } from '../noticeTexts';
import { elapsedMs, formatClock } from '../timers';

const reasonLabel = (reason: string | null) =>
  reason ? ((BREAK_REASON_LABELS as Record<string, string>)[reason] ?? reason) : '';

/** 01 §2 Break screen: the running break and the table of this shift's breaks. */
export function BreakScreen() {
  const { breaks } = useAppSelector(selectAttendance);
  const now = useNow(1000);
  const current = ongoingBreak(breaks);
  const { rows, totalMinutes } = breakTable(breaks, now);

  return (
    <Card data-testid="break-screen">
      {current ? (
        <div className="break-screen__now">
          <Typography.Title level={2}>You are on a break!</Typography.Title>
          <Typography.Title level={1} style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }} data-testid="break-timer">
            {formatClock(elapsedMs(current.checkInDate, now))}
          </Typography.Title>
          <Typography.Text type="secondary">{reasonLabel(current.reason)}</Typography.Text>
        </div>
      ) : (
        <Typography.Title level={3}>No Active Break</Typography.Title>
      )}
      <Table
        size="small"
        rowKey={(_row, index) => String(index)}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: 'No previous breaks recorded.' }}
        rowClassName={(row) => (row.overLimit ? 'break-row--over' : '')}
        columns={[
          { title: 'Start Time', key: 'start', render: (_v, row) => fmtDate(row.start) },
          { title: 'End Time', key: 'end', render: (_v, row) => fmtDate(row.end) },
          {
            title: 'Duration (minutes)',
            key: 'minutes',
            render: (_v, row) => <Typography.Text type={row.overLimit ? 'danger' : undefined}>{row.minutes}</Typography.Text>,
          },
          { title: 'Reason', key: 'reason', render: (_v, row) => reasonLabel(row.reason) },
        ]}
        summary={() =>
          rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>Total break time</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={2}>
                <Typography.Text strong data-testid="break-total">
                  {minutesText(totalMinutes)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
