import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { onRealtime, onVehicleCode } from '../shell/realtime';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { RealtimePayload } from '@ops/shared/realtime/contract';
import type { PerCodeTopic } from '@ops/shared/realtime/topics';
import { resolveTasksApi } from './resolveTasksApi';

/** Topic rooms (SUB_<event>): the server sends them for every vehicle and ride. */
const LIVE_EVENTS = [
  REALTIME_EVENTS.VEHICLE_LOCK_STATUS,
  REALTIME_EVENTS.VEHICLE_BAT_LOCK_STATUS,
  REALTIME_EVENTS.NEW_SUCCESS_RIDE,
  REALTIME_EVENTS.NEW_ON_GOING_RIDE,
] as const;

/** Per-vehicle rooms (SUBSCRIBE_TO_LOGS { topic, code }): only this vehicle's position and logs. */
const VEHICLE_TOPICS: readonly PerCodeTopic[] = [
  REALTIME_EVENTS.SCOOTER_COORDINATES,
  REALTIME_EVENTS.VEHICLE_LOGS,
];

/** What the card hears: a lock change, a ride started or ended, the vehicle's position or logs. */
export type VehicleLivePayload = RealtimePayload<(typeof LIVE_EVENTS)[number] | PerCodeTopic>;

/** True when an event names this vehicle (by id or code) or this ride (a ride event, by its id or its scooter). */
export function concerns(
  payload: VehicleLivePayload,
  ids: { vehicleId: string; code: string | null; rideId: string | null },
): boolean {
  const isVehicle = (id: string | undefined, code: string | undefined) =>
    id === ids.vehicleId || (ids.code !== null && code === ids.code);
  if ('scooter' in payload)
    return (
      (ids.rideId !== null && payload._id === ids.rideId) ||
      isVehicle(payload.scooter?._id, payload.scooter?.code)
    );
  return isVehicle(payload._id, payload.code);
}

/**
 * 01 §7: each ride and vehicle card subscribes to vehicle lock, location and ride
 * updates and refetches when they concern the current vehicle or ride.
 */
export function useVehicleLive(vehicleId: string, code: string | null, rideId: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refetch = (payload: VehicleLivePayload) => {
      if (!concerns(payload, { vehicleId, code, rideId })) return;
      dispatch(
        resolveTasksApi.util.invalidateTags([
          { type: 'VehicleDetails', id: vehicleId },
          { type: 'TaskRides', id: 'LIST' },
        ]),
      );
    };
    const offs = LIVE_EVENTS.map((event) => onRealtime(event, refetch));
    // The server serves position and logs per vehicle code only; without a code there is nothing to follow.
    if (code) for (const topic of VEHICLE_TOPICS) offs.push(onVehicleCode(topic, code, refetch));
    return () => offs.forEach((off) => off());
  }, [dispatch, vehicleId, code, rideId]);
}

/**
 * A case raised or cleared on the task is the vehicle's state changing (back in its fence, charged,
 * IoT on again): the vehicle card reads it again, so it never says "Out Of Fence" beside a banner
 * that says the case cleared. `casesKey` is anything that changes with the task's cases.
 */
export function useRefetchOnCaseChange(vehicleId: string, casesKey: string): void {
  const dispatch = useAppDispatch();
  const seen = useRef(casesKey);
  useEffect(() => {
    if (seen.current === casesKey) return;
    seen.current = casesKey;
    dispatch(resolveTasksApi.util.invalidateTags([{ type: 'VehicleDetails', id: vehicleId }]));
  }, [dispatch, vehicleId, casesKey]);
}
