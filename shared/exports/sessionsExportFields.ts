import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The App Sessions and Ops Sessions exports: the columns the two lists show. */
export const SESSIONS_EXPORT_FIELDS = [
  { key: 'user', label: 'User' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'role', label: 'Role' },
  { key: 'startedAt', label: 'Started At' },
  { key: 'endedAt', label: 'Ended At' },
  { key: 'area', label: 'Area' },
  { key: 'lat', label: 'Lat' },
  { key: 'lng', label: 'Lng' },
  { key: 'deviceId', label: 'Device ID' },
  { key: 'operatingSystem', label: 'Operating System' },
  { key: 'appVersion', label: 'App Version' },
  { key: 'ride', label: 'Ride' },
] as const;

export type SessionsExportField = (typeof SESSIONS_EXPORT_FIELDS)[number]['key'];

/** Who sees the list and may export users (the sessions are the users layer's). */
export const APP_SESSIONS_EXPORT: ExportModuleSpec<SessionsExportField> = {
  module: 'appSessions',
  title: 'App Sessions',
  permissions: [gate('users.APP_SESSIONS'), gate('users.EXPORT')],
  fields: SESSIONS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Started between',
};

export const OPS_SESSIONS_EXPORT: ExportModuleSpec<SessionsExportField> = {
  module: 'opsSessions',
  title: 'Ops Sessions',
  permissions: [gate('users.OPS_SESSIONS'), gate('users.EXPORT')],
  fields: SESSIONS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Started between',
};
