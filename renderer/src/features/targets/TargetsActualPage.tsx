import { useMemo } from 'react';
import { Alert, Button, DatePicker, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  compareTarget,
  type ComparisonRow,
  type TargetActualFigures,
} from '@ops/shared/rules/targetComparison';
import type { Shift } from '@ops/shared/rules/shifts';
import { appPath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { ActualBesideSet, ComparisonTable, ToneLegend } from './Comparison';
import { monthParam } from './month';
import { useTargetsActualInMonthQuery, type TargetActualRow } from './targetsApi';
import { useMonth } from './useMonth';
import './targets.css';
import { pickerFormat } from '../../lib/format';

interface AreaComparison {
  areaId: string;
  areaName: string;
  rows: Map<string, ComparisonRow>;
  all: ComparisonRow[];
}

/** The wire's shift is a string; the shared comparison reads the three it knows. */
function figuresOf(actual: TargetActualRow['actual']): TargetActualFigures {
  return { ...actual, shifts: actual.shifts.map((s) => ({ ...s, shift: s.shift as Shift })) };
}

const SUMMARY: Array<[key: string, title: string]> = [
  ['rides', 'Rides'],
  ['ratio', 'Ratio'],
  ['actREV', 'Actual revenue'],
  ['lostREVSPercentage', 'Lost revenue %'],
  ['activeRatio', 'Active ratio'],
  ['urgentRatio', 'Urgent ratio'],
  ['awaitngInspectionMinutesAverage', 'Awaiting inspection'],
  ['ratingsAboveOrEqualFourPercentage', 'Ratings ≥ 4 %'],
  ['newUsers', 'New users'],
];

/**
 * /app/targets/actual (target.VIEW): each area's target beside what happened. The current
 * month counts its days up to today (02 §5), and so do the rides, revenue and counts set.
 * One row per area with the headline figures; open a row for every field, per shift too.
 */
export default function TargetsActualPage() {
  const [{ year, month }, setMonth] = useMonth();
  const maySet = useCan(gate('target.SET'));
  const result = useTargetsActualInMonthQuery({ year, month });
  const shown = monthParam({ year, month });
  // 02 §8 "Target data failures: empty list".
  const data = useMemo(() => (result.isError ? [] : (result.data ?? [])), [result.isError, result.data]);
  const areas = useMemo<AreaComparison[]>(
    () =>
      data.map((target) => {
        const all = compareTarget(target.set, figuresOf(target.actual));
        return {
          areaId: target.area._id,
          areaName: target.area.name,
          all,
          rows: new Map(all.map((row) => [row.key, row])),
        };
      }),
    [data],
  );
  const first = data[0];
  const columns: ColumnsType<AreaComparison> = [
    {
      key: 'area',
      title: 'Area',
      fixed: 'left',
      width: 160,
      render: (_v, area) => <Typography.Text strong>{area.areaName}</Typography.Text>,
    },
    ...SUMMARY.map(([key, title]) => ({
      key,
      title,
      align: 'right' as const,
      render: (_v: unknown, area: AreaComparison) => <ActualBesideSet row={area.rows.get(key)!} />,
    })),
  ];
  return (
    <Flex vertical gap={16} data-testid="targets-actual-page">
      <PageHeader
        title="Targets vs Actual"
        subtitle={
          first
            ? first.days < first.fullDays
              ? `Up to today: ${first.days} of ${first.fullDays} days. Targets for rides, revenue, riders and new users count the same days.`
              : `The whole month: ${first.fullDays} days.`
            : 'Each area’s monthly target beside what happened.'
        }
        extra={
          maySet && (
            <Link to={`${appPath('targets')}?month=${shown}`}>
              <Button>Edit targets</Button>
            </Link>
          )
        }
      />
      <Flex gap={8} wrap align="center" justify="space-between">
        <Space>
          <DatePicker
            picker="month"
            allowClear={false}
            value={dayjs(`${shown}-01`)}
            format={pickerFormat('MMMM YYYY')}
            onChange={(value) => value && setMonth({ year: value.year(), month: value.month() + 1 })}
            aria-label="Month"
            data-testid="targets-actual-month"
          />
        </Space>
        <ToneLegend />
      </Flex>
      {result.isError && (
        <Alert
          type="error"
          showIcon
          title="Targets could not be loaded."
          action={
            <Button size="small" onClick={() => void result.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <Table<AreaComparison>
        size="small"
        bordered
        rowKey="areaId"
        columns={columns}
        dataSource={areas}
        loading={result.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(area) =>
          ({ 'data-testid': `targets-actual-row-${area.areaName}` }) as React.HTMLAttributes<HTMLElement>
        }
        expandable={{
          columnTitle: <span className="ops-visually-hidden">Details</span>,
          expandedRowRender: (area) => (
            <ComparisonTable rows={area.all} testId={`targets-comparison-${area.areaName}`} />
          ),
          expandRowByClick: true,
        }}
        locale={{
          emptyText: (
            <EmptyState
              title="No targets for this month"
              description={
                maySet ? 'Set them on the Targets page.' : 'Nobody has set targets for this month yet.'
              }
            />
          ),
        }}
      />
    </Flex>
  );
}
