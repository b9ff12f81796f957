/**
 * The users table is the platform's (platform/session/tables.ts: every request's session reads
 * it). This path stays only for bench/, which imports it from here; server code imports the platform's.
 */
export { users, type DeviceIdHistoryEntry } from '../../platform/session/tables';
