import { useEffect, useState } from 'react';
import { Alert, Checkbox, DatePicker, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EXPORT_RANGE_LIMIT_DAYS } from '@ops/shared/rules/exportRules';
import { exportDialogError, exportFilters, initialExportRange, TASK_EXPORT_FIELDS, type ExportRange, type TaskExportField } from '../taskExport';
import { browserStorage, loadTaskExportFields, saveTaskExportFields } from '../exportFields';
import type { TaskFilterState } from '../taskFilters';

const sameDay = (a: Date | null, b: Date | null) => (a && b ? dayjs(a).isSame(b, 'day') : a === b);

/** Quick ranges ending today; the longest is the whole allowed span. */
const PRESETS = [7, 30, EXPORT_RANGE_LIMIT_DAYS].map((days) => ({
  label: `Last ${days} days`,
  value: () => [dayjs().subtract(days, 'day'), dayjs()] as [Dayjs, Dayjs],
}));

/**
 * The Export dialog for Tasks (02 §5): pick fields (remembered) and the days to export.
 * The range starts as the table's date filter and can be changed here; unless the role may
 * export without limit it must hold both ends and at most 95 days (shared/rules/exportRules).
 * The table's other filters apply to the file as well.
 */
export function ExportTasksDialog({
  open,
  filters,
  canExportWithoutLimit,
  totalRows,
  onExport,
  onClose,
}: {
  open: boolean;
  filters: TaskFilterState;
  canExportWithoutLimit: boolean;
  totalRows: number;
  onExport: (fields: TaskExportField[], filters: TaskFilterState) => void;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<TaskExportField[]>(() => loadTaskExportFields(browserStorage()));
  const [range, setRange] = useState<ExportRange>(() => initialExportRange(filters));
  useEffect(() => {
    if (!open) return;
    setFields(loadTaskExportFields(browserStorage()));
    setRange(initialExportRange(filters));
    // Only on opening: later filter changes must not overwrite a range being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const error = exportDialogError(fields, range, canExportWithoutLimit);
  const tableRange = sameDay(range.start, filters.startDate) && sameDay(range.end, filters.endDate);

  return (
    <Modal
      open={open}
      title="Export"
      okText="Export"
      okButtonProps={{ disabled: error !== null, ...{ 'data-testid': 'tasks-export-confirm' } }}
      onOk={() => {
        saveTaskExportFields(browserStorage(), fields);
        onExport(fields, exportFilters(filters, range));
      }}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">
        {tableRange
          ? `Exports the ${totalRows.toLocaleString()} task${totalRows === 1 ? '' : 's'} matching the current filters as a spreadsheet (.xlsx).`
          : 'Exports the tasks created in these days that match the other filters as a spreadsheet (.xlsx).'}
      </Typography.Paragraph>
      <label className="ops-filter-label" htmlFor="tasks-export-range">
        Created between{canExportWithoutLimit ? ' (optional)' : ` (at most ${EXPORT_RANGE_LIMIT_DAYS} days)`}
      </label>
      <div data-testid="tasks-export-range">
        <DatePicker.RangePicker
          id="tasks-export-range"
          format="MM/DD/YYYY"
          allowEmpty={[true, true]}
          presets={PRESETS}
          style={{ width: '100%', marginBottom: 16 }}
          value={[range.start ? dayjs(range.start) : null, range.end ? dayjs(range.end) : null]}
          onChange={(value) => setRange({ start: value?.[0]?.toDate() ?? null, end: value?.[1]?.toDate() ?? null })}
          placeholder={['Start date', 'End date']}
        />
      </div>
      <Checkbox.Group
        value={fields}
        onChange={(next) => setFields(next as TaskExportField[])}
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 8 }}
        options={TASK_EXPORT_FIELDS.map((f) => ({ value: f.key, label: f.label }))}
      />
      {error && <Alert style={{ marginTop: 16 }} type="warning" showIcon title={error} data-testid="tasks-export-error" />}
    </Modal>
  );
}
