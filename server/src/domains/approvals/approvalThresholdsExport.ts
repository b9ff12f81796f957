import {
  APPROVAL_THRESHOLDS_EXPORT,
  type ApprovalThresholdsExportField,
} from '@ops/shared/exports/settingsListsExportFields';
import { formatEgp } from '@ops/shared/rules/money';
import { getMoneyApprovalThresholds, type ThresholdView } from './thresholds';
import { cairoTime } from '../../platform/exports/cells';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { readChoices } from '../../platform/exports/wholeListFilters';
import { wholeListRows } from '../../platform/exports/wholeListRows';

const CELLS: Record<ApprovalThresholdsExportField, FieldCell<ThresholdView>> = {
  role: { width: 26, value: (r) => r.roleName },
  level: { width: 8, value: (r) => r.level },
  // The page tags a role without its own value 'Default'; its change trail words that amount so.
  threshold: {
    width: 20,
    value: (r) => (r.isDefault ? `${formatEgp(r.threshold)} (default)` : formatEgp(r.threshold)),
  },
  lastChanged: {
    width: 36,
    value: (r) =>
      r.isDefault || !r.updatedAt
        ? null
        : `${r.updatedBy?.name ?? 'Someone'}, ${cairoTime(new Date(r.updatedAt))}`,
  },
};

/**
 * Approval Thresholds (settings.VIEW_TAB and users.EXPORT, the nearest flag: neither the
 * settings nor the roles layer has one): every role, by level then name, as the page reads
 * them. A selection names roles.
 */
export const approvalThresholdsExport: ExportModule<ThresholdView, Record<never, never>> = {
  spec: APPROVAL_THRESHOLDS_EXPORT,
  title: APPROVAL_THRESHOLDS_EXPORT.title,
  fields: fieldsOf(APPROVAL_THRESHOLDS_EXPORT, CELLS),
  readFilters: (value) => readChoices(value, {}),
  rowSource: (db, _filters, ids) =>
    wholeListRows(
      () => getMoneyApprovalThresholds({ db }),
      (r) => r.roleId,
      ids,
    ),
};
