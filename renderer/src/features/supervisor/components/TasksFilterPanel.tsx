import { useState } from 'react';
import { Button, Col, DatePicker, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { canApplyDateRange, validateDateRangeFilter } from '@ops/shared/rules/dateRange';
import {
  TASK_CASES,
  TASK_STATUS_FILTERS,
  TASK_TYPES,
  taskCaseLabel,
  taskStatusLabel,
  type TaskCase,
  type TaskType,
} from '@ops/shared/rules/labels';
import { useStartupAreasQuery } from '../../shell/startupApi';
import type { TaskFilterState, TaskStatusFilter } from '../taskFilters';
import { taskTypeLabel } from './TaskTags';
import { AssigneeSelect } from './AssigneeSelect';
import { pickerFormat } from '../../../lib/format';

const STATUS_OPTIONS = TASK_STATUS_FILTERS.map((s) => ({
  value: s,
  label: s === 'NotResolved' ? 'Not Resolved' : taskStatusLabel(s),
}));
const TYPE_OPTIONS = TASK_TYPES.map((t) => ({ value: t, label: taskTypeLabel(t) }));
// Both out-of-fence cases read 'Out Of Fence'; the warning keeps its history label so the two stay apart.
const CASE_OPTIONS = TASK_CASES.map((c) => ({
  value: c,
  label: c === 'VEHICLE_WARNING_OUT_OF_FENCE' ? 'Warning Vehicle Out Of Fence' : taskCaseLabel(c),
}));

// A real <label> tied to its field, so the field has a name (axe 'label'; issue 6 item 35).
const Label = ({ children, htmlFor }: { children: string; htmlFor?: string }) =>
  htmlFor ? (
    <label className="ops-filter-label" htmlFor={htmlFor}>
      {children}
    </label>
  ) : (
    <span className="ops-filter-label">{children}</span>
  );

/**
 * The Tasks filter panel. Selects apply at once; the date range has its own Apply and
 * Reset because it needs both ends (02 §5), disabled while nothing is set.
 */
export function TasksFilterPanel({
  value,
  onChange,
  canPickAssignee,
}: {
  value: TaskFilterState;
  onChange: (next: TaskFilterState) => void;
  canPickAssignee: boolean;
}) {
  const { data: areas = [], isLoading: areasLoading } = useStartupAreasQuery();
  const [start, setStart] = useState<Dayjs | null>(value.startDate ? dayjs(value.startDate) : null);
  const [end, setEnd] = useState<Dayjs | null>(value.endDate ? dayjs(value.endDate) : null);
  const [dateError, setDateError] = useState<string | null>(null);

  const set = <K extends keyof TaskFilterState>(key: K, next: TaskFilterState[K]) =>
    onChange({ ...value, [key]: next });

  const applyDates = () => {
    const error = validateDateRangeFilter(start?.toDate(), end?.toDate());
    setDateError(error);
    if (!error) onChange({ ...value, startDate: start?.toDate() ?? null, endDate: end?.toDate() ?? null });
  };
  const resetDates = () => {
    setStart(null);
    setEnd(null);
    setDateError(null);
    onChange({ ...value, startDate: null, endDate: null });
  };
  const datesSet = canApplyDateRange(start?.toDate(), end?.toDate());

  return (
    <div className="ops-filter-panel" data-testid="tasks-filters">
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={4}>
          <Label htmlFor="tasks-filter-status-field">Status</Label>
          <Select<TaskStatusFilter>
            allowClear
            id="tasks-filter-status-field"
            placeholder="All statuses"
            style={{ width: '100%' }}
            value={value.status ?? undefined}
            onChange={(v) => set('status', v ?? null)}
            options={STATUS_OPTIONS}
            data-testid="tasks-filter-status"
          />
        </Col>
        <Col xs={24} sm={12} lg={4}>
          <Label htmlFor="tasks-filter-type-field">Type</Label>
          <Select<TaskType>
            allowClear
            id="tasks-filter-type-field"
            placeholder="All types"
            style={{ width: '100%' }}
            value={value.type ?? undefined}
            onChange={(v) => set('type', v ?? null)}
            options={TYPE_OPTIONS}
            data-testid="tasks-filter-type"
          />
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Label htmlFor="tasks-filter-case-field">Case</Label>
          <Select<TaskCase>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            id="tasks-filter-case-field"
            placeholder="All cases"
            style={{ width: '100%' }}
            value={value.taskCase ?? undefined}
            onChange={(v) => set('taskCase', v ?? null)}
            options={CASE_OPTIONS}
            data-testid="tasks-filter-case"
          />
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Label htmlFor="tasks-filter-area-field">Area</Label>
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            id="tasks-filter-area-field"
            placeholder="All areas"
            loading={areasLoading}
            style={{ width: '100%' }}
            value={value.area ?? undefined}
            onChange={(v) => set('area', v ?? null)}
            options={areas.map((a) => ({ value: a._id, label: a.name }))}
            data-testid="tasks-filter-area"
          />
        </Col>
        {canPickAssignee && (
          <Col xs={24} sm={12} lg={6}>
            <Label htmlFor="tasks-filter-assignee-field">Assignee</Label>
            <AssigneeSelect
              id="tasks-filter-assignee-field"
              value={value.assignee}
              onChange={(id) => set('assignee', id)}
            />
          </Col>
        )}
        <Col xs={24} lg={14}>
          <Label>Created between</Label>
          <Row gutter={8} wrap={false} align="middle">
            <Col flex="1">
              <DatePicker
                placeholder="Start date"
                format={pickerFormat('MM/DD/YYYY')}
                style={{ width: '100%' }}
                value={start}
                onChange={(d) => setStart(d)}
                status={dateError === 'Please select start date!' ? 'error' : undefined}
                data-testid="tasks-filter-start"
              />
            </Col>
            <Col flex="1">
              <DatePicker
                placeholder="End date"
                format={pickerFormat('MM/DD/YYYY')}
                style={{ width: '100%' }}
                value={end}
                onChange={(d) => setEnd(d)}
                // The end cannot come before the start: pick a consistent range from the start.
                disabledDate={(d) => !!start && d.isBefore(start, 'day')}
                status={dateError === 'Please select end date!' ? 'error' : undefined}
                data-testid="tasks-filter-end"
              />
            </Col>
            <Col>
              <Button
                type="primary"
                disabled={!datesSet}
                onClick={applyDates}
                data-testid="tasks-dates-apply"
              >
                Apply
              </Button>
            </Col>
            <Col>
              <Button disabled={!datesSet} onClick={resetDates} data-testid="tasks-dates-reset">
                Reset
              </Button>
            </Col>
          </Row>
          {dateError && (
            <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="tasks-dates-error">
              {dateError}
            </Typography.Text>
          )}
        </Col>
      </Row>
    </div>
  );
}
