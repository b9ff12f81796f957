import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Flex, Row, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { type Dayjs } from 'dayjs';
import { TASK_HANDLING_TIMES_EXPORT } from '@ops/shared/exports/taskHandlingTimesExportFields';
import { HANDLING_RANGE_MAX_DAYS } from '@ops/shared/rules/taskSla';
import { errorMessageOf } from '../../i18n/errorText';
import { cairoToday, isAfterCairoToday } from '../../lib/cairoToday';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { useSupervisorTaskHandlingTimesQuery, type HandlingRow } from './taskSlaApi';
import './supervisor.css';

const day = (value: Dayjs) => value.format('YYYY-MM-DD');
const minutes = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} min`);

/** One table of the three: name, how many, median and p90, busiest first. */
function HandlingTable({
  title,
  nameTitle,
  rows,
  loading,
  testId,
}: {
  title: string;
  nameTitle: string;
  rows: HandlingRow[];
  loading: boolean;
  testId: string;
}) {
  return (
    <Card size="small" title={title} data-testid={testId} styles={{ body: { padding: 0 } }}>
      <Table<HandlingRow>
        size="small"
        rowKey="key"
        loading={loading}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={rows}
        locale={{ emptyText: <Typography.Text type="secondary">None in these days</Typography.Text> }}
        columns={[
          { title: nameTitle, key: 'name', dataIndex: 'name', ellipsis: true },
          {
            title: 'Resolved',
            key: 'count',
            dataIndex: 'count',
            align: 'right',
            width: 116,
            sorter: (a, b) => a.count - b.count,
          },
          {
            title: 'Median',
            key: 'median',
            align: 'right',
            width: 100,
            render: (_v, row) => minutes(row.medianMinutes),
            sorter: (a, b) => (a.medianMinutes ?? 0) - (b.medianMinutes ?? 0),
          },
          {
            title: 'P90',
            key: 'p90',
            align: 'right',
            width: 100,
            render: (_v, row) => minutes(row.p90Minutes),
            sorter: (a, b) => (a.p90Minutes ?? 0) - (b.p90Minutes ?? 0),
          },
        ]}
      />
    </Card>
  );
}

/**
 * /app/tasks/handling-times (issue 11 item 6): how long agents take to resolve tasks, from
 * the task history: per agent, per task type and per case, median and 90th percentile of the
 * time from the resolving agent's last assignment to the resolution, over Cairo days.
 */
export default function HandlingTimesPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [cairoToday().subtract(29, 'day'), cairoToday()]);
  const args = useMemo(() => ({ startDate: day(range[0]), endDate: day(range[1]) }), [range]);
  const { data, isLoading, isFetching, error, refetch } = useSupervisorTaskHandlingTimesQuery(args);
  const exporter = useExport(TASK_HANDLING_TIMES_EXPORT);
  const total = data?.byType.reduce((sum, row) => sum + row.count, 0) ?? 0;

  return (
    <Flex vertical gap={16} data-testid="handling-times">
      <PageHeader
        title="Handling Times"
        subtitle="From the resolving agent's last assignment to the resolution, per agent, task type and case."
        extra={
          exporter.allowed && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => exporter.open(args, total)}
              disabled={!data || total === 0}
              data-testid="handling-export"
            >
              {exporter.status === 'idle' ? 'Export' : exporter.status}
            </Button>
          )
        }
      />
      <Flex gap={12} align="center" wrap>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          disabledDate={(date) => isAfterCairoToday(date)}
          onChange={(value) => {
            if (!value?.[0] || !value[1]) return;
            // At most a year, as the server allows: a longer pick keeps its end and moves its start.
            const start =
              value[1].diff(value[0], 'day') >= HANDLING_RANGE_MAX_DAYS
                ? value[1].subtract(HANDLING_RANGE_MAX_DAYS - 1, 'day')
                : value[0];
            setRange([start, value[1]]);
          }}
          data-testid="handling-range"
        />
        {data && (
          <Typography.Text type="secondary" data-testid="handling-total">
            {total.toLocaleString()} task{total === 1 ? '' : 's'} resolved by an agent
          </Typography.Text>
        )}
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Handling times could not be loaded"
          description={errorMessageOf(error)}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : data && total === 0 && !isFetching ? (
        <Card>
          <EmptyState
            title="No tasks were resolved by an agent in these days"
            description="Pick a longer range, or come back once agents have resolved tasks."
          />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <HandlingTable
              title="By agent"
              nameTitle="Agent"
              rows={data?.byAgent ?? []}
              loading={isLoading || isFetching}
              testId="handling-by-agent"
            />
          </Col>
          <Col xs={24} xl={12}>
            <Flex vertical gap={16}>
              <HandlingTable
                title="By task type"
                nameTitle="Type"
                rows={data?.byType ?? []}
                loading={isLoading || isFetching}
                testId="handling-by-type"
              />
              <HandlingTable
                title="By case"
                nameTitle="Case"
                rows={data?.byCase ?? []}
                loading={isLoading || isFetching}
                testId="handling-by-case"
              />
            </Flex>
          </Col>
        </Row>
      )}
      <ExportControls exporter={exporter} testId="handling-export" />
    </Flex>
  );
}
