import { eq } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { users } from '../../../platform/session/tables';
import { runUserAction, type UserActionResult } from './target';

type DeviceIdHistoryEntry = (typeof users.$inferSelect)['deviceIdHistory'][number];

export const DEVICE_MESSAGES = {
  deviceRequired: 'Device id is required.',
  nothingChosen: 'Choose to block, unblock or allow a rooted phone.',
  unknownDevice: "This device is not in the user's device history.",
  noDevice: 'This user has no device id.',
  notOperations: 'Only operations users have ops app devices.',
  noOpsDevices: 'This user has no ops app devices.',
  updated: 'Device has been updated.',
  removed: 'Device id has been removed.',
  cleared: 'Ops app devices have been cleared.',
} as const;

/**
 * controlUserDeviceIdV2 (edit-user rule): block or unblock one device of the user's
 * history, or allow it although rooted. Blocking the device the user is on now also marks
 * the user blocked by device id, which the app checks at sign-in.
 */
export async function controlUserDeviceIdV2(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; deviceId: string; block?: boolean | null; allowRootedPhone?: boolean | null },
): Promise<UserActionResult> {
  const deviceId = input.deviceId?.trim() ?? '';
  if (!deviceId) throw new UserError(DEVICE_MESSAGES.deviceRequired);
  const block = input.block ?? null;
  const allowRooted = input.allowRootedPhone ?? null;
  if (block === null && allowRooted === null) throw new UserError(DEVICE_MESSAGES.nothingChosen);
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'devices', name: 'controlUserDeviceIdV2' },
    async (tx, target, now) => {
      const entry = target.deviceIdHistory.find((device) => device.deviceId === deviceId);
      if (!entry) throw new UserError(DEVICE_MESSAGES.unknownDevice);
      const changed: DeviceIdHistoryEntry = {
        ...entry,
        ...(block === null ? {} : { deviceIdBlocked: block }),
        ...(allowRooted === null ? {} : { allowedRootedPhone: allowRooted }),
      };
      const history = target.deviceIdHistory.map((device) =>
        device.deviceId === deviceId ? changed : device,
      );
      const onCurrent = target.uniqueDeviceId === deviceId && block !== null;
      const blockedByDeviceId = onCurrent ? block : target.blockedByDeviceId;
      await tx
        .update(users)
        .set({ deviceIdHistory: history, blockedByDeviceId, updatedAt: now })
        .where(eq(users.id, target.id));
      return {
        before: {
          deviceId,
          deviceIdBlocked: entry.deviceIdBlocked ?? false,
          allowedRootedPhone: entry.allowedRootedPhone ?? false,
          blockedByDeviceId: target.blockedByDeviceId,
        },
        after: {
          deviceId,
          deviceIdBlocked: changed.deviceIdBlocked ?? false,
          allowedRootedPhone: changed.allowedRootedPhone ?? false,
          blockedByDeviceId,
        },
        result: { _id: target.id, message: DEVICE_MESSAGES.updated },
      };
    },
  );
}

/** removeDeviceId (edit-user rule): frees the user from the device they are tied to, so they can sign in on a new phone. */
export async function removeDeviceId(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string },
): Promise<UserActionResult> {
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'devices', name: 'removeDeviceId' },
    async (tx, target, now) => {
      if (!target.uniqueDeviceId) throw new UserError(DEVICE_MESSAGES.noDevice);
      await tx
        .update(users)
        .set({ uniqueDeviceId: null, blockedByDeviceId: false, updatedAt: now })
        .where(eq(users.id, target.id));
      return {
        before: { uniqueDeviceId: target.uniqueDeviceId, blockedByDeviceId: target.blockedByDeviceId },
        after: { uniqueDeviceId: null, blockedByDeviceId: false },
        result: { _id: target.id, message: DEVICE_MESSAGES.removed },
      };
    },
  );
}

/** clearOpsAppDevices (edit-user rule): an operations user's device history emptied, for a replaced work phone. */
export async function clearOpsAppDevices(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string },
): Promise<UserActionResult> {
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'devices', name: 'clearOpsAppDevices' },
    async (tx, target, now) => {
      if (target.type !== 'operations') throw new UserError(DEVICE_MESSAGES.notOperations);
      if (target.deviceIdHistory.length === 0 && !target.uniqueDeviceId)
        throw new UserError(DEVICE_MESSAGES.noOpsDevices);
      await tx
        .update(users)
        .set({ deviceIdHistory: [], uniqueDeviceId: null, blockedByDeviceId: false, updatedAt: now })
        .where(eq(users.id, target.id));
      return {
        before: {
          devices: target.deviceIdHistory.map((device) => device.deviceId),
          uniqueDeviceId: target.uniqueDeviceId,
        },
        after: { devices: [], uniqueDeviceId: null },
        result: { _id: target.id, message: DEVICE_MESSAGES.cleared },
      };
    },
  );
}
