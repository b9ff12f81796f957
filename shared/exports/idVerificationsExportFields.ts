import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The ID Verifications export: the list's columns of 02 §2 (User, Date, Status, Reason,
 * Check Date, Data Completion) with the reviewer and the national ID a follow-up needs.
 * The rider's phone is personal data: only for those who may open the Users page.
 */
export const ID_VERIFICATIONS_EXPORT_FIELDS = [
  { key: 'id', label: 'Verification' },
  { key: 'user', label: 'User' },
  { key: 'userPhone', label: 'User Phone', permission: gate('users.VIEW_PAGE') },
  { key: 'createdAt', label: 'Date' },
  { key: 'status', label: 'Status' },
  { key: 'reason', label: 'Reason' },
  { key: 'checkDate', label: 'Check Date' },
  { key: 'reviewer', label: 'Checked By' },
  { key: 'nationalId', label: 'National ID' },
  { key: 'dataCompletion', label: 'Data Completion' },
  { key: 'responseMinutes', label: 'Response Time (minutes)' },
] as const;

export type IdVerificationsExportField = (typeof ID_VERIFICATIONS_EXPORT_FIELDS)[number]['key'];

/** Those who see the list (users.VIEW_VERIFICATION) and may export users' records (users.EXPORT). */
export const ID_VERIFICATIONS_EXPORT: ExportModuleSpec<IdVerificationsExportField> = {
  module: 'idVerifications',
  title: 'ID Verifications',
  permissions: [gate('users.VIEW_VERIFICATION'), gate('users.EXPORT')],
  fields: ID_VERIFICATIONS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Sent between',
};
