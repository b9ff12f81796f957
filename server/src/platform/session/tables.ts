import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';

/**
 * Who a request is: the person, their role and their session. Every request's session is read
 * from these three tables (sessions.ts) and the gates check the role's permissions, so they are
 * the platform's, declared once here; the users and roles domains own the rules that write them,
 * and every other domain names people and roles by them.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One device a user signed in from; older stored entries may leave the flags out. */
export interface DeviceIdHistoryEntry {
  deviceId: string;
  operatingSystem?: string | null;
  operatingSystemVersion?: string | null;
  deviceIdBlocked?: boolean;
  isPhoneRooted?: boolean;
  allowedRootedPhone?: boolean;
}

/** Staff and riders: one table (a staff member is a user with a role and a password). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email'),
  passwordHash: text('password_hash'),
  roleId: text('role_id'),
  type: text('type').$type<'user' | 'operations'>().notNull().default('user'),
  active: boolean('active').notNull().default(true),
  balancePiasters: bigint('balance_piasters', { mode: 'number' }).notNull().default(0),
  passwordChangedAt: ts('password_changed_at'),
  /** A one-time password (create-admin): every operation but changing it is refused until then. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // Rider columns (migration 0002, 02 §3 User).
  tripsCount: integer('trips_count').notNull().default(0),
  successRidesNumber: integer('success_rides_number').notNull().default(0),
  rentalsCount: integer('rentals_count').notNull().default(0),
  lastRideAt: ts('last_ride_at'),
  lang: text('lang').$type<'ar' | 'en'>().notNull().default('en'),
  paymentMethod: text('payment_method').$type<'balance' | 'card'>().notNull().default('balance'),
  gateway: text('gateway'),
  areaId: text('area_id'),
  opsAreas: jsonb('ops_areas').$type<string[]>().notNull().default([]),
  exceptionalOpsAttendance: boolean('exceptional_ops_attendance').notNull().default(false),
  nationalId: text('national_id'),
  isExpressRider: boolean('is_express_rider').notNull().default(false),
  isExpressAdmin: boolean('is_express_admin').notNull().default(false),
  subscriptionPlanId: text('subscription_plan_id'),
  promocodeId: text('promocode_id'),
  referralCode: text('referral_code'),
  referrerCode: text('referrer_code'),
  referrerId: text('referrer_id'),
  referralsCount: integer('referrals_count').notNull().default(0),
  referralsAddedBalancePiasters: bigint('referrals_added_balance_piasters', { mode: 'number' })
    .notNull()
    .default(0),
  uniqueDeviceId: text('unique_device_id'),
  operatingSystem: text('operating_system'),
  operatingSystemVersion: text('operating_system_version'),
  blockedByDeviceId: boolean('blocked_by_device_id').notNull().default(false),
  deviceIdHistory: jsonb('device_id_history').$type<DeviceIdHistoryEntry[]>().notNull().default([]),
  isBlockedFromDashboard: boolean('is_blocked_from_dashboard').notNull().default(false),
  prevRoleId: text('prev_role_id'),
  usedAppVersion: text('used_app_version'),
  // The activation audit (migration 0004).
  activationChangedAt: ts('activation_changed_at'),
  activationChangedById: text('activation_changed_by_id'),
});

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  department: text('department').notNull(),
  permissions: jsonb('permissions').$type<RolePermissions>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  wsId: text('ws_id').notNull(),
  deviceId: text('device_id'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokedReason: text('revoked_reason'),
});
