import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface DeviceIdHistoryEntry {
  deviceId: string;
  operatingSystem?: string | null;
  operatingSystemVersion?: string | null;
  deviceIdBlocked?: boolean;
  isPhoneRooted?: boolean;
  allowedRootedPhone?: boolean;
}

/**
 * Columns of `users` that users/tables.ts (the lead's) does not declare: rider columns of
 * migration 0002 the task view reads, and the activation audit of migration 0004.
 */
export const userAccounts = pgTable('users', {
  id: text('id').primaryKey(),
  areaId: text('area_id'),
  opsAreas: jsonb('ops_areas').$type<string[]>().notNull().default([]),
  subscriptionPlanId: text('subscription_plan_id'),
  isExpressRider: boolean('is_express_rider').notNull().default(false),
  isExpressAdmin: boolean('is_express_admin').notNull().default(false),
  deviceIdHistory: jsonb('device_id_history').$type<DeviceIdHistoryEntry[]>().notNull().default([]),
  activationChangedAt: ts('activation_changed_at'),
  activationChangedById: text('activation_changed_by_id'),
});
