import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Promocodes export: the list's columns, with usage and the dates as Cairo times. */
export const PROMOCODES_EXPORT_FIELDS = [
  { key: 'code', label: 'Code' },
  { key: 'type', label: 'Type' },
  { key: 'value', label: 'Value' },
  { key: 'usedCount', label: 'Used' },
  { key: 'maxUses', label: 'Max Uses' },
  { key: 'startDate', label: 'Start Date' },
  { key: 'expirationDate', label: 'Expiration Date' },
  { key: 'expiry', label: 'Expiry' },
  { key: 'active', label: 'Active' },
  { key: 'description', label: 'Description' },
  { key: 'createdAt', label: 'Created At' },
] as const;

export type PromocodesExportField = (typeof PROMOCODES_EXPORT_FIELDS)[number]['key'];

/**
 * Who may export: those who see the list and hold promocodes.EXPORT. 02 §5: the export
 * date limit does not apply to promocodes (rules/exportRules.ts), so the range is optional:
 * the list's created-date filter narrows the rows when one is set.
 */
export const PROMOCODES_EXPORT: ExportModuleSpec<PromocodesExportField> = {
  module: 'promocodes',
  title: 'Promocodes',
  permissions: [gate('promocodes.VIEW_PAGE'), gate('promocodes.EXPORT')],
  fields: PROMOCODES_EXPORT_FIELDS,
  dateFilter: 'createdAt',
  rangeLabel: 'Created between',
};
