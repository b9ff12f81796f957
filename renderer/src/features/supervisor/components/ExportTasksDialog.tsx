import { useEffect, useState } from 'react';
import { Alert, Checkbox, Modal, Typography } from 'antd';
import { validateExport } from '@ops/shared/rules/exportRules';
import { TASK_EXPORT_FIELDS, type TaskExportField } from '../taskExport';
import { browserStorage, loadTaskExportFields, saveTaskExportFields } from '../exportFields';
import type { TaskFilterState } from '../taskFilters';

/**
 * The Export dialog for Tasks (02 §5): pick fields (remembered), and unless the role may
 * export without limit, the list's date filter must hold a range of at most 95 days.
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
  onExport: (fields: TaskExportField[]) => void;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<TaskExportField[]>(() => loadTaskExportFields(browserStorage()));
  useEffect(() => {
    if (open) setFields(loadTaskExportFields(browserStorage()));
  }, [open]);

  const error = validateExport({ fields, startDate: filters.startDate, endDate: filters.endDate, module: 'tasks', canExportWithoutLimit });

  return (
    <Modal
      open={open}
      title="Export"
      okText="Export"
      okButtonProps={{ disabled: error !== null, ...{ 'data-testid': 'tasks-export-confirm' } }}
      onOk={() => {
        saveTaskExportFields(browserStorage(), fields);
        onExport(fields);
      }}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Typography.Paragraph type="secondary">
        Exports the {totalRows.toLocaleString()} task{totalRows === 1 ? '' : 's'} matching the current filters as a spreadsheet (.xlsx).
      </Typography.Paragraph>
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
