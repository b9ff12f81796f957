import { eq } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { areas } from '../areas';
import type { Db, Tx } from '../../platform/db/client';
import { subscriptionView, type SubscriptionView, primeSubscriptions } from '../prime';
import { roles, users, type DeviceIdHistoryEntry } from '../../platform/session/tables';

/** GraphQL has null where the stored JSON may simply leave a key out. */
type DeviceIdView = {
  [K in keyof DeviceIdHistoryEntry]-?:
    NonNullable<DeviceIdHistoryEntry[K]> | (K extends 'deviceId' ? never : null);
};

/** A user as the task's customer card shows them (01 §3 "User (as shown in a task)"). */
export interface TaskUserView {
  _id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  balance: number;
  active: boolean;
  type: string;
  /** The role as JSON text, like the session's user; null for riders. */
  role: string | null;
  roleName: string | null;
  isExpressRider: boolean;
  isExpressAdmin: boolean;
  area: { _id: string; name: string } | null;
  opsAreas: string[];
  uniqueDeviceIdHistory: DeviceIdView[];
  subscriptionPlan: SubscriptionView | null;
}

export async function taskUserView(db: Db | Tx, userId: string): Promise<TaskUserView | null> {
  const [row] = await db
    .select({ user: users, role: roles, area: { id: areas.id, name: areas.name } })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, role, area } = row;
  const [plan] = user.subscriptionPlanId
    ? await db.select().from(primeSubscriptions).where(eq(primeSubscriptions.id, user.subscriptionPlanId))
    : [];
  return {
    _id: user.id,
    name: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    balance: toEgp(user.balancePiasters),
    active: user.active,
    type: user.type,
    role: role
      ? JSON.stringify({
          _id: role.id,
          name: role.name,
          level: role.level,
          department: role.department,
          permissions: role.permissions,
        })
      : null,
    roleName: role?.name ?? null,
    isExpressRider: user.isExpressRider,
    isExpressAdmin: user.isExpressAdmin,
    area: area?.id ? { _id: area.id, name: area.name ?? '' } : null,
    opsAreas: user.opsAreas,
    uniqueDeviceIdHistory: user.deviceIdHistory.map((entry) => ({
      deviceId: entry.deviceId,
      operatingSystem: entry.operatingSystem ?? null,
      operatingSystemVersion: entry.operatingSystemVersion ?? null,
      deviceIdBlocked: entry.deviceIdBlocked ?? null,
      isPhoneRooted: entry.isPhoneRooted ?? null,
      allowedRootedPhone: entry.allowedRootedPhone ?? null,
    })),
    subscriptionPlan: plan ? subscriptionView(plan) : null,
  };
}
