import type { TFunction } from 'i18next';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { formatCount } from '../../lib/format';

/**
 * The Export dialog's first line in the language shown: what will be written. One whole
 * sentence per case (a selection; a row count or not; days or not), so no language has to
 * build it from pieces; English is exportDialogRules.ts exportSummary's, word for word (a test checks).
 */
export function exportSummaryText(
  t: TFunction,
  spec: Pick<ExportModuleSpec, 'dateFilter'>,
  request: { ids?: readonly string[]; total?: number },
): string {
  if (request.ids !== undefined)
    return t('exportDialog.selected', { count: request.ids.length, n: formatCount(request.ids.length) });
  const inDays = spec.dateFilter === false ? '' : 'InDays';
  if (request.total === undefined) return t(`exportDialog.matching${inDays}`);
  return t(`exportDialog.matchingCount${inDays}`, { count: request.total, n: formatCount(request.total) });
}
