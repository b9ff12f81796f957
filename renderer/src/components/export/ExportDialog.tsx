import { useState } from 'react';
import { Alert, Checkbox, DatePicker, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { EXPORT_RANGE_LIMIT_DAYS, isDateLimitExempt } from '@ops/shared/rules/exportRules';
import type { ExportFieldSpec, ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { exportFieldOptions, exportRangeLabel, shownLanguage } from './exportFieldLabels';
import { exportDialogError, initialDays, type ExportChoice, type ExportDays } from './exportDialogRules';
import { browserStorage, loadExportFields, saveExportFields } from './exportFieldMemory';
import type { ExportRequestState } from './useExport';
import { exportSummaryText } from './exportSummaryText';
import { formatCount, pickerFormat } from '../../lib/format';

/** Quick ranges ending today; the longest is the whole allowed span. */
const PRESET_DAYS = [7, 30, EXPORT_RANGE_LIMIT_DAYS];

export interface ExportDialogProps {
  spec: ExportModuleSpec;
  /** The fields this role is offered (those needing a permission it lacks are left out). */
  fields: readonly ExportFieldSpec[];
  /** Null: closed. */
  request: ExportRequestState | null;
  canExportWithoutLimit: boolean;
  dateFormat: string;
  onExport: (filters: Record<string, unknown>, choice: ExportChoice) => void;
  onClose: () => void;
  /** Prefix of the test ids; the module name by default ('walletLogs-export-confirm'). */
  testId?: string;
}

/**
 * The Export dialog every list uses (02 §5): pick fields (remembered per module) and the
 * days to export. The range starts as the list's date filter and can be changed here;
 * unless the role may export without limit or the module is exempt it must hold both ends
 * and at most 95 days. The list's other filters apply too. A selection exports its rows.
 */
export function ExportDialog(props: ExportDialogProps) {
  // Mounted per opening, so each opening starts from the list's range and the remembered fields.
  return props.request ? <OpenExportDialog {...props} request={props.request} /> : null;
}

function OpenExportDialog({
  spec,
  fields: offered,
  request,
  canExportWithoutLimit,
  dateFormat,
  onExport,
  onClose,
  testId = `${spec.module}-export`,
}: ExportDialogProps & { request: ExportRequestState }) {
  const keys = offered.map((field) => field.key);
  const [fields, setFields] = useState<string[]>(() => loadExportFields(browserStorage(), spec.module, keys));
  const [days, setDays] = useState<ExportDays>(() => initialDays(spec, request.filters));
  const choice: ExportChoice = { fields, days, ids: request.ids };
  const error = exportDialogError(spec, choice, canExportWithoutLimit);
  const selection = request.ids !== undefined;
  const rangeOptional = canExportWithoutLimit || isDateLimitExempt(spec.module);

  const { t, i18n } = useTranslation();
  const what = exportSummaryText(t, spec, { ids: request.ids, total: request.total });
  // Field and range labels in the app's language: the same words the sheet's headers get.
  const language = shownLanguage(i18n.language);
  const presets = PRESET_DAYS.map((n) => ({
    label: t('exportDialog.lastDays', { count: n, n: formatCount(n) }),
    value: () => [dayjs().subtract(n, 'day'), dayjs()] as [Dayjs, Dayjs],
  }));

  return (
    <Modal
      open
      title={t('exportDialog.title')}
      okText={t('exportDialog.title')}
      okButtonProps={{ disabled: error !== null, ...{ 'data-testid': `${testId}-confirm` } }}
      onOk={() => {
        saveExportFields(browserStorage(), spec.module, fields);
        onClose();
        onExport(request.filters, choice);
      }}
      onCancel={onClose}
      width={560}
    >
      <div data-testid={`${testId}-dialog`}>
        <Typography.Paragraph type="secondary">{what}</Typography.Paragraph>
        {!selection && spec.dateFilter !== false && (
          <>
            <label className="ops-filter-label" htmlFor={`${testId}-range-input`}>
              {exportRangeLabel(spec, language)}
              {rangeOptional
                ? t('exportDialog.optional')
                : t('exportDialog.atMost', { n: formatCount(EXPORT_RANGE_LIMIT_DAYS) })}
            </label>
            <div data-testid={`${testId}-range`}>
              <DatePicker.RangePicker
                id={`${testId}-range-input`}
                format={pickerFormat(dateFormat)}
                allowEmpty={[true, true]}
                presets={presets}
                style={{ width: '100%', marginBottom: 16 }}
                value={[days.start ? dayjs(days.start) : null, days.end ? dayjs(days.end) : null]}
                onChange={(value) =>
                  setDays({ start: value?.[0]?.toDate() ?? null, end: value?.[1]?.toDate() ?? null })
                }
                placeholder={[t('list.startDate'), t('list.endDate')]}
              />
            </div>
          </>
        )}
        <Typography.Text strong>{t('exportDialog.fields')}</Typography.Text>
        <Checkbox.Group
          value={fields}
          onChange={(next) => setFields(next as string[])}
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 8, marginTop: 8 }}
          options={exportFieldOptions(offered, language)}
          data-testid={`${testId}-fields`}
        />
        {error && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title={error}
            data-testid={`${testId}-error`}
          />
        )}
      </div>
    </Modal>
  );
}
