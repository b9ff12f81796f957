// The seed writes through the platform's one users table, rider columns included.
export { users as seedUsers } from '../../platform/session/tables';
export type { DeviceIdHistoryEntry } from '../../platform/session/tables';
