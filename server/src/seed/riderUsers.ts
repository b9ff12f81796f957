// The seed writes through the platform's one users table, rider columns included.
export { users as seedUsers } from '../users/tables';
export { riderColumns, type DeviceIdHistoryEntry } from '../users/riderColumns';
