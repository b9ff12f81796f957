// The seed writes through the platform's one users table, rider columns included.
export { users as seedUsers } from '../users/tables';
export type { DeviceIdHistoryEntry } from '../users/tables';
