import { z } from 'zod';

/**
 * Live ride events (02 §7 real-time): the ride as the rides list shows it, in the shape the
 * old backend sent and the lists undo. The server sends its whole ride view; these are the
 * fields the lists read (the others are dropped where the renderer reads the wire).
 */

const ref = z.object({ _id: z.string(), code: z.string() });
const named = z.object({ _id: z.string(), name: z.string() });

export const liveRide = z.object({
  _id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  start_time: z.string(),
  /** NEW_SUCCESS_RIDE: tenths of a minute (the lists multiply by 6000 to get ms). */
  time: z.number(),
  price: z.number(),
  basePrice: z.number(),
  minutePrice: z.number(),
  endedBy: z.string().nullable(),
  rating: z.number().nullable(),
  checkStatus: z.string(),
  isExpressRide: z.boolean(),
  startVehicleBattery: z.number().nullable(),
  endVehicleBattery: z.number().nullable(),
  user: z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() }).nullable(),
  scooter: ref.nullable(),
  area: named.nullable(),
  promocodeApplied: ref.nullable(),
});
export type LiveRide = z.infer<typeof liveRide>;

/** NEW_ON_GOING_RIDE: a ride started; its code is also named `promocode` (the lists copy it to promocodeApplied). */
export const newOnGoingRideEvent = liveRide.extend({ promocode: ref.nullable() });
export type NewOnGoingRideEvent = z.infer<typeof newOnGoingRideEvent>;

/** NEW_SUCCESS_RIDE: a ride ended; `time` in tenths of a minute. */
export const newSuccessRideEvent = liveRide;
export type NewSuccessRideEvent = LiveRide;
