import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import { idVerifications } from '../idVerification';
import { subscriptionView, type SubscriptionView, primeSubscriptions } from '../prime';
import { promocodes } from '../promocodes';
import { roles, users, type DeviceIdHistoryEntry } from '../../platform/session/tables';

const iso = (date: Date | null) => date?.toISOString() ?? null;

type Ref = { _id: string; name: string };

interface DeviceView {
  deviceId: string;
  operatingSystem: string | null;
  operatingSystemVersion: string | null;
  deviceIdBlocked: boolean | null;
  isPhoneRooted: boolean | null;
  allowedRootedPhone: boolean | null;
}

/** The user page's user (schema: UserInfo): the 02 §3 User fields the database keeps. */
export interface UserInfoView {
  _id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  active: boolean;
  createdAt: string;
  balance: number;
  tripsCount: number;
  successRidesNumber: number;
  rentalsCount: number;
  lastRideAt: string | null;
  lang: string;
  paymentMethod: string;
  gateway: string | null;
  type: string;
  isExpressRider: boolean;
  isExpressAdmin: boolean;
  promocode: { _id: string; code: string } | null;
  nationalID: string | null;
  nationalVerification: {
    _id: string;
    status: string;
    nationalID: string | null;
    skipped: boolean;
    createdAt: string;
  } | null;
  area: Ref | null;
  opsAreas: Ref[];
  exceptionalOpsAttendance: boolean;
  uniqueDeviceId: string | null;
  operatingSystem: string | null;
  operatingSystemVersion: string | null;
  blockedByDeviceId: boolean;
  isBlockedFromDashboard: boolean;
  uniqueDeviceIdHistory: DeviceView[];
  role: string | null;
  roleName: string | null;
  prevRoleName: string | null;
  subscriptionPlan: SubscriptionView | null;
  referralCode: string | null;
  referrerCode: string | null;
  referrer: { _id: string; name: string; phoneNumber: string } | null;
  referralsCount: number;
  referralsAddedBalance: number;
  usedAppVersion: string | null;
}

/** Stored history entries may leave a flag out; GraphQL says null for "not recorded". */
export function deviceView(entry: DeviceIdHistoryEntry): DeviceView {
  return {
    deviceId: entry.deviceId,
    operatingSystem: entry.operatingSystem ?? null,
    operatingSystemVersion: entry.operatingSystemVersion ?? null,
    deviceIdBlocked: entry.deviceIdBlocked ?? null,
    isPhoneRooted: entry.isPhoneRooted ?? null,
    allowedRootedPhone: entry.allowedRootedPhone ?? null,
  };
}

const prevRoles = alias(roles, 'prev_roles');
const referrers = alias(users, 'referrers');

/** getUserInfo (02 §7): one user with role, area, plan, promocode, latest verification and referrer; null when absent. */
export async function getUserInfo(deps: Pick<Deps, 'db'>, id: string): Promise<UserInfoView | null> {
  const { db } = deps;
  const [row] = await db
    .select({
      user: users,
      role: roles,
      prevRoleName: prevRoles.name,
      area: { id: areas.id, name: areas.name },
      promocode: { id: promocodes.id, code: promocodes.code },
      referrer: { id: referrers.id, name: referrers.name, phoneNumber: referrers.phoneNumber },
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(prevRoles, eq(prevRoles.id, users.prevRoleId))
    .leftJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(promocodes, eq(promocodes.id, users.promocodeId))
    .leftJoin(referrers, eq(referrers.id, users.referrerId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const { user, role, area, promocode, referrer } = row;
  const [plan, [verification], opsAreas] = await Promise.all([
    user.subscriptionPlanId
      ? db
          .select()
          .from(primeSubscriptions)
          .where(eq(primeSubscriptions.id, user.subscriptionPlanId))
          .then((found) => found[0] ?? null)
      : Promise.resolve(null),
    // The latest verification is the rider's status (as the Users list reads it).
    db
      .select()
      .from(idVerifications)
      .where(eq(idVerifications.userId, user.id))
      .orderBy(desc(idVerifications.createdAt))
      .limit(1),
    user.opsAreas.length
      ? db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, user.opsAreas))
      : Promise.resolve([]),
  ]);
  return {
    _id: user.id,
    name: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
    balance: toEgp(user.balancePiasters),
    tripsCount: user.tripsCount,
    successRidesNumber: user.successRidesNumber,
    rentalsCount: user.rentalsCount,
    lastRideAt: iso(user.lastRideAt),
    lang: user.lang,
    paymentMethod: user.paymentMethod,
    gateway: user.gateway,
    type: user.type,
    isExpressRider: user.isExpressRider,
    isExpressAdmin: user.isExpressAdmin,
    promocode: promocode?.id ? { _id: promocode.id, code: promocode.code ?? '' } : null,
    nationalID: user.nationalId,
    nationalVerification: verification
      ? {
          _id: verification.id,
          status: verification.status,
          nationalID: verification.nationalId,
          skipped: verification.skipped,
          createdAt: verification.createdAt.toISOString(),
        }
      : null,
    area: area?.id ? { _id: area.id, name: area.name ?? '' } : null,
    // Kept in the stored order; an id whose area was deleted is left out.
    opsAreas: user.opsAreas.flatMap((areaId) => {
      const found = opsAreas.find((candidate) => candidate.id === areaId);
      return found ? [{ _id: found.id, name: found.name }] : [];
    }),
    exceptionalOpsAttendance: user.exceptionalOpsAttendance,
    uniqueDeviceId: user.uniqueDeviceId,
    operatingSystem: user.operatingSystem,
    operatingSystemVersion: user.operatingSystemVersion,
    blockedByDeviceId: user.blockedByDeviceId,
    isBlockedFromDashboard: user.isBlockedFromDashboard,
    uniqueDeviceIdHistory: user.deviceIdHistory.map(deviceView),
    // The same JSON text as the session's role, so the renderer's edit rules read it unchanged.
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
    prevRoleName: row.prevRoleName,
    subscriptionPlan: plan ? subscriptionView(plan) : null,
    referralCode: user.referralCode,
    referrerCode: user.referrerCode,
    referrer: referrer?.id
      ? { _id: referrer.id, name: referrer.name ?? '', phoneNumber: referrer.phoneNumber ?? '' }
      : null,
    referralsCount: user.referralsCount,
    referralsAddedBalance: toEgp(user.referralsAddedBalancePiasters),
    usedAppVersion: user.usedAppVersion,
  };
}
