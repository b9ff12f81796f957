import { Table, Tag, Typography } from 'antd';
import { standingTone, type ComparisonRow } from '@ops/shared/rules/targetComparison';
import { formatFigure } from './figures';
import { sectionSpan } from './sectionSpan';

const TONE_LABEL = {
  good: 'Better than target',
  on: 'On target',
  bad: 'Behind target',
  none: 'No target',
} as const;

export function toneOf(row: ComparisonRow) {
  return standingTone(row.standing, row.better);
}

/** The actual in its tone, with the set value under it. */
export function ActualBesideSet({ row }: { row: ComparisonRow }) {
  const tone = toneOf(row);
  return (
    <div className="targets-figure" data-testid={`actual-${row.key}`} data-tone={tone}>
      <span className={`targets-tone-${tone}`}>{formatFigure(row.actual, row.format)}</span>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12, color: 'var(--ops-muted-strong)' }}>
        of {formatFigure(row.set, row.format)}
      </Typography.Text>
    </div>
  );
}

export function ToneLegend() {
  return (
    <span>
      {(['good', 'on', 'bad', 'none'] as const).map((tone) => (
        <Tag key={tone} className={`targets-tag-${tone}`}>
          {TONE_LABEL[tone]}
          {tone === 'on' ? ' (±5 %)' : ''}
        </Tag>
      ))}
    </span>
  );
}

/** Every field of one area: set, actual, achieved, and where it stands. */
export function ComparisonTable({ rows, testId }: { rows: ComparisonRow[]; testId: string }) {
  const sections = rows.map((row) => row.section);
  return (
    <Table<ComparisonRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      onRow={(row) => ({ 'data-testid': `comparison-${row.key}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'section',
          title: 'Section',
          width: 110,
          // One cell per section, spanning its rows.
          onCell: (_row, index = 0) => ({ rowSpan: sectionSpan(sections, index) }),
          render: (_v, row) => <Typography.Text strong>{row.section}</Typography.Text>,
        },
        { key: 'label', title: 'Field', render: (_v, row) => row.label },
        {
          key: 'set',
          title: 'Set',
          align: 'right',
          width: 150,
          render: (_v, row) => <span className="targets-figure">{formatFigure(row.set, row.format)}</span>,
        },
        {
          key: 'actual',
          title: 'Actual',
          align: 'right',
          width: 150,
          render: (_v, row) => (
            <span className={`targets-figure targets-tone-${toneOf(row)}`}>
              {formatFigure(row.actual, row.format)}
            </span>
          ),
        },
        {
          key: 'achieved',
          title: 'Achieved',
          align: 'right',
          width: 110,
          render: (_v, row) => (
            <span className="targets-figure">
              {row.achieved === null ? '—' : `${formatFigure(row.achieved)} %`}
            </span>
          ),
        },
        {
          key: 'standing',
          title: 'Standing',
          width: 160,
          render: (_v, row) => {
            const tone = toneOf(row);
            return <Tag className={`targets-tag-${tone}`}>{TONE_LABEL[tone]}</Tag>;
          },
        },
      ]}
    />
  );
}
