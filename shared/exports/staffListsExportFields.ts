import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/*
 * Exports of the staff and partner lists: Express Partners, On Ground Team, Users Checked In
 * Tasks and Support Team Attendance. None of them has a date filter (the last three are who
 * is on shift now), so none names a range. Durations are whole minutes, a number a
 * spreadsheet can add up, where the page writes '1h 05m'; the column says so.
 */

export const EXPRESS_PARTNERS_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'partner', label: 'Partner' },
  { key: 'area', label: 'Area' },
  { key: 'expressAreas', label: 'Express ride areas' },
  { key: 'rides', label: 'Express rides' },
  { key: 'lastRide', label: 'Last express ride' },
  { key: 'createdAt', label: 'Registered' },
] as const;

export type ExpressPartnersExportField = (typeof EXPRESS_PARTNERS_EXPORT_FIELDS)[number]['key'];

/** The express layer has no export flag; partners are users, so users.EXPORT ('Export users') is the nearest. */
export const EXPRESS_PARTNERS_EXPORT: ExportModuleSpec<ExpressPartnersExportField> = {
  module: 'expressPartners',
  title: 'Express Partners',
  permissions: [gate('express.VIEW_PAGE'), gate('users.EXPORT')],
  fields: EXPRESS_PARTNERS_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

/** The On Ground Team page's one choice: those on shift (its first view) or everyone. */
export const ON_GROUND_TEAM_SHOWS = ['onShift', 'all'] as const;
export type OnGroundTeamShow = (typeof ON_GROUND_TEAM_SHOWS)[number];
export interface OnGroundTeamFilters {
  show?: OnGroundTeamShow;
}

export const ON_GROUND_TEAM_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'area', label: 'Area' },
  { key: 'onShift', label: 'On shift' },
  { key: 'currentTask', label: 'Current task' },
  { key: 'resolvedToday', label: 'Resolved today' },
  { key: 'failedToday', label: 'Failed today' },
  { key: 'lastLocation', label: 'Last location' },
  { key: 'lastReportedAt', label: 'Last reported' },
] as const;

export type OnGroundTeamExportField = (typeof ON_GROUND_TEAM_EXPORT_FIELDS)[number]['key'];

/** The onGroundTeam layer has only its view flag; the team works ops tasks, so opsTask.EXPORT. */
export const ON_GROUND_TEAM_EXPORT: ExportModuleSpec<OnGroundTeamExportField> = {
  module: 'onGroundTeam',
  title: 'On Ground Team',
  permissions: [gate('onGroundTeam.VIEW_PAGE'), gate('opsTask.EXPORT')],
  fields: ON_GROUND_TEAM_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

export const USERS_CHECKED_IN_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'status', label: 'Status' },
  { key: 'task', label: 'Current task' },
  { key: 'onTaskMinutes', label: 'On task (min)' },
  { key: 'assignedCount', label: 'Assigned count' },
  { key: 'checkInDate', label: 'Checked in' },
  { key: 'shiftMinutes', label: 'Shift time (min)' },
] as const;

export type UsersCheckedInExportField = (typeof USERS_CHECKED_IN_EXPORT_FIELDS)[number]['key'];

/**
 * The attendance layer has no export flag (the Attendance export needs only attendance.VIEW_PAGE);
 * both live pages are the task layer's, so task.EXPORT ('Export tasks') is the nearest.
 */
export const USERS_CHECKED_IN_EXPORT: ExportModuleSpec<UsersCheckedInExportField> = {
  module: 'usersCheckedIn',
  title: 'Users Checked In Tasks',
  permissions: [gate('task.VIEW_TASKS_TABLE'), gate('task.EXPORT')],
  fields: USERS_CHECKED_IN_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

export const SUPPORT_TEAM_ATTENDANCE_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'status', label: 'Status' },
  { key: 'start', label: 'Start' },
  { key: 'end', label: 'End' },
  { key: 'breaks', label: 'Breaks' },
  { key: 'breakMinutes', label: 'Break time (min)' },
  { key: 'workMinutes', label: 'Working (min)' },
  { key: 'totalMinutes', label: 'Total (min)' },
] as const;

export type SupportTeamAttendanceExportField = (typeof SUPPORT_TEAM_ATTENDANCE_EXPORT_FIELDS)[number]['key'];

export const SUPPORT_TEAM_ATTENDANCE_EXPORT: ExportModuleSpec<SupportTeamAttendanceExportField> = {
  module: 'supportTeamAttendance',
  title: 'Support Team Attendance',
  permissions: [gate('task.VIEW_SUPPORT_TEAM_ATTENDANCE'), gate('task.EXPORT')],
  fields: SUPPORT_TEAM_ATTENDANCE_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};
