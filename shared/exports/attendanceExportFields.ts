import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Attendance export: one row per shift, with break totals (issue 12 §3). */
export const ATTENDANCE_EXPORT_FIELDS = [
  { key: 'userName', label: 'Name' },
  { key: 'userPhoneNumber', label: 'Phone' },
  { key: 'role', label: 'Role' },
  { key: 'area', label: 'Area' },
  { key: 'kind', label: 'Kind' },
  { key: 'status', label: 'Status' },
  { key: 'checkInDate', label: 'Check In' },
  { key: 'checkOutDate', label: 'Check Out' },
  { key: 'checkOutComment', label: 'Comment' },
  { key: 'breaksCount', label: 'Breaks' },
  { key: 'breakMinutes', label: 'Break Minutes' },
  { key: 'totalMinutes', label: 'Total Minutes' },
  { key: 'bypassed', label: 'Location Bypassed' },
  { key: 'edited', label: 'Edited' },
] as const;

export type AttendanceExportField = (typeof ATTENDANCE_EXPORT_FIELDS)[number]['key'];

/** Who may export: those who see the attendance pages. The 95-day limit applies (02 §5). */
export const ATTENDANCE_EXPORT: ExportModuleSpec<AttendanceExportField> = {
  module: 'attendance',
  title: 'Attendance',
  permissions: [gate('attendance.VIEW_PAGE')],
  fields: ATTENDANCE_EXPORT_FIELDS,
  dateFilter: 'checkInDate',
  rangeLabel: 'Checked in between',
};
