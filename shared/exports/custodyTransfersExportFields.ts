import type { CustodyStatus } from '../rules/custody';
import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

export const CUSTODY_STATUS_LABELS: Record<CustodyStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
};

/** The Custody Transfer list's columns without the two photos (a signed link would expire; the file holds text). */
export const CUSTODY_TRANSFERS_EXPORT_FIELDS = [
  { key: 'createdAt', label: 'Created' },
  { key: 'area', label: 'Area' },
  { key: 'status', label: 'Status' },
  { key: 'giver', label: 'Giver' },
  { key: 'receiver', label: 'Receiver' },
  { key: 'batteries', label: 'Batteries (giver / receiver)' },
  { key: 'acceptedAt', label: 'Accepted at' },
  { key: 'checkout', label: 'Checkout permission given' },
  { key: 'ignoreValidation', label: 'Ignore validation' },
] as const;

export type CustodyTransfersExportField = (typeof CUSTODY_TRANSFERS_EXPORT_FIELDS)[number]['key'];

/**
 * custodyTransfer has no EXPORT permission; batteries handed between staff are inventory
 * (the list sits with the inventory lists, issue 12 §2), so inventory.EXPORT. The range is
 * the creation time (the list's top-level startDate and endDate).
 */
export const CUSTODY_TRANSFERS_EXPORT: ExportModuleSpec<CustodyTransfersExportField> = {
  module: 'custodyTransfers',
  title: 'Custody Transfer',
  permissions: [gate('custodyTransfer.VIEW_PAGE'), gate('inventory.EXPORT')],
  fields: CUSTODY_TRANSFERS_EXPORT_FIELDS,
  dateFilter: null,
  rangeLabel: 'Created between',
};
