import { InputNumber, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TARGET_INPUT_LABELS } from '@ops/shared/rules/targetValues';
import type { TargetDerived } from '@ops/shared/rules/targets';
import { formatFigure } from './figures';
import { gridTotals, type GridRow, type InputKey } from './grid';

interface InputSpec {
  key: InputKey;
  step: number;
  precision: number;
  max?: number;
}

const input = (key: InputKey, step: number, precision: number, max?: number): InputSpec => ({
  key,
  step,
  precision,
  max,
});

function inputColumn(spec: InputSpec, onEdit: (areaId: string, key: InputKey, value: number | null) => void) {
  return {
    key: spec.key,
    title: TARGET_INPUT_LABELS[spec.key],
    width: 112,
    onCell: (row: GridRow) => ({ className: row.changed.has(spec.key) ? 'targets-changed' : undefined }),
    render: (_v: unknown, row: GridRow) => (
      <InputNumber
        size="small"
        controls={false}
        min={0}
        max={spec.max}
        step={spec.step}
        precision={spec.precision}
        value={row.values[spec.key]}
        onChange={(value) => onEdit(row.areaId, spec.key, typeof value === 'number' ? value : null)}
        aria-label={`${TARGET_INPUT_LABELS[spec.key]}, ${row.areaName}`}
        data-testid={`target-input-${spec.key}`}
      />
    ),
  };
}

function derivedColumn(key: keyof TargetDerived, title: string, money = false) {
  return {
    key,
    title,
    width: money ? 130 : 100,
    className: 'targets-derived',
    render: (_v: unknown, row: GridRow) => (
      <span data-testid={`target-derived-${key}`}>
        {formatFigure(row.derived[key], money ? 'money' : 'decimal')}
      </span>
    ),
  };
}

/** One row per area: typed cells, and beside them what 02 §5 derives from them, live. */
export function TargetsGrid({
  rows,
  onEdit,
  loading,
  empty,
}: {
  rows: GridRow[];
  onEdit: (areaId: string, key: InputKey, value: number | null) => void;
  loading: boolean;
  empty: React.ReactNode;
}) {
  const group = (title: string, children: ColumnsType<GridRow>) => ({ key: title, title, children });
  const leaves: ColumnsType<GridRow> = [];
  const columns: ColumnsType<GridRow> = [
    {
      key: 'area',
      title: 'Area',
      fixed: 'left',
      width: 160,
      render: (_v, row) => <Typography.Text strong>{row.areaName}</Typography.Text>,
    },
    group('Fleet', [
      inputColumn(input('assigned', 1, 0), onEdit),
      inputColumn(input('operatingCap', 1, 2, 100), onEdit),
      derivedColumn('operating', 'Operating'),
    ]),
    group('Rides', [
      inputColumn(input('ratio', 0.1, 2), onEdit),
      derivedColumn('ratioTargetComms', 'Ratio (comms)'),
      derivedColumn('rides', 'Rides'),
    ]),
    group('Revenue', [
      inputColumn(input('totalRPV', 1, 2), onEdit),
      derivedColumn('totalREV', 'Revenue', true),
      inputColumn(input('lostREVSPercentage', 0.5, 2, 100), onEdit),
    ]),
    group('Vehicles', [
      inputColumn(input('activeRatio', 0.01, 2, 1), onEdit),
      derivedColumn('active', 'Active'),
      inputColumn(input('urgentRatio', 0.01, 2, 1), onEdit),
      derivedColumn('urgent', 'Urgent'),
      inputColumn(input('awaitngInspectionMinutesAverage', 1, 2), onEdit),
    ]),
    group('Riders', [
      inputColumn(input('riders', 1, 0), onEdit),
      inputColumn(input('newUsers', 1, 0), onEdit),
      inputColumn(input('ratingsAboveOrEqualFourPercentage', 1, 2, 100), onEdit),
    ]),
  ];
  for (const column of columns) leaves.push(...('children' in column ? column.children : [column]));
  const totals = gridTotals(rows);
  const cells: Record<string, string> = {
    assigned: formatFigure(totals.assigned, 'count'),
    operating: formatFigure(totals.operating),
    rides: formatFigure(totals.rides, 'count'),
    totalREV: formatFigure(totals.totalREV, 'money'),
    riders: formatFigure(totals.riders, 'count'),
    newUsers: formatFigure(totals.newUsers, 'count'),
  };
  return (
    <Table<GridRow>
      className="targets-grid"
      size="small"
      bordered
      rowKey="areaId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
      onRow={(row) => ({ 'data-testid': `targets-row-${row.areaName}` }) as React.HTMLAttributes<HTMLElement>}
      summary={() =>
        rows.length > 0 && (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="targets-total">
              {leaves.map((column, index) => (
                <Table.Summary.Cell
                  key={String(column.key)}
                  index={index}
                  align={index === 0 ? 'left' : 'right'}
                >
                  {index === 0 ? (
                    <Typography.Text strong>Total</Typography.Text>
                  ) : (
                    (cells[String(column.key)] ?? '')
                  )}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
