import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fmtDate, formatCount } from '../../../lib/format';
import { useAppSelector } from '../../../app/hooks';
import { breakTable, ongoingBreak } from '@ops/shared/rules/breaks';
import { selectAttendance } from '../attendanceSlice';
import { useNow } from '../../../lib/useNow';
import { breakReasonText } from '../../../i18n/sharedLabels';
import { elapsedMs, formatClock } from '../timers';

/** 01 §2 Break screen: the running break and the table of this shift's breaks. */
export function BreakScreen() {
  const { t } = useTranslation();
  const reasonLabel = (reason: string | null) => breakReasonText(t, reason);
  const { breaks } = useAppSelector(selectAttendance);
  const now = useNow(1000);
  const current = ongoingBreak(breaks);
  const { rows, totalMinutes } = breakTable(breaks, now);

  return (
    <Card data-testid="break-screen">
      {current ? (
        <div className="break-screen__now">
          <Typography.Title level={2}>{t('workspace.breakScreen.onBreak')}</Typography.Title>
          <Typography.Title
            level={1}
            style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}
            data-testid="break-timer"
          >
            {formatClock(elapsedMs(current.checkInDate, now))}
          </Typography.Title>
          <Typography.Text type="secondary">{reasonLabel(current.reason)}</Typography.Text>
        </div>
      ) : (
        <Typography.Title level={3}>{t('workspace.breakScreen.noActive')}</Typography.Title>
      )}
      <Table
        size="small"
        rowKey={(_row, index) => String(index)}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('workspace.breakScreen.noPrevious') }}
        rowClassName={(row) => (row.overLimit ? 'break-row--over' : '')}
        columns={[
          { title: t('workspace.breakScreen.start'), key: 'start', render: (_v, row) => fmtDate(row.start) },
          { title: t('workspace.breakScreen.end'), key: 'end', render: (_v, row) => fmtDate(row.end) },
          {
            title: t('workspace.breakScreen.minutesColumn'),
            key: 'minutes',
            render: (_v, row) => (
              <Typography.Text type={row.overLimit ? 'danger' : undefined}>
                {formatCount(row.minutes)}
              </Typography.Text>
            ),
          },
          {
            title: t('workspace.breakScreen.reason'),
            key: 'reason',
            render: (_v, row) => reasonLabel(row.reason),
          },
        ]}
        summary={() =>
          rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('workspace.breakScreen.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={2}>
                <Typography.Text strong data-testid="break-total">
                  {t('workspace.minutes', { count: totalMinutes, n: formatCount(totalMinutes) })}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
