// The seed writes through the platform's one users table, rider columns included.
export { users as seedUsers } from '../../domains/users/tables';
export type { DeviceIdHistoryEntry } from '../../domains/users/tables';
