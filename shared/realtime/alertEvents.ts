import { z } from 'zod';

/**
 * Payloads of the live alert events (03 §4). The server sends the vehicle's area as its
 * id; the renderer replaces it with the area's name from the list it loaded at start-up
 * ("Urgent-vehicle events replace the area with its name from the stored area list").
 */

export const urgentVehicleEvent = z.object({
  _id: z.string(),
  code: z.string(),
  /** Area id on the wire; the area's name once the renderer has replaced it. */
  area: z.string().nullable(),
  /** An urgency type of shared/rules/alerts URGENCY_TYPES. */
  urgencyType: z.string(),
  lockStatus: z.string(),
  isInStorage: z.boolean(),
  lat: z.number(),
  long: z.number(),
  /*
   * The vehicle's live fields, when the sender has them (the development route does): the
   * urgent list shows them on a row the event adds, until its next read.
   */
  status: z.string().optional(),
  iotStatus: z.string().optional(),
  battery: z.number().nullable().optional(),
  realBatteryValue: z.number().nullable().optional(),
  inRide: z.boolean().optional(),
  lastUpdate: z.string().nullable().optional(),
});
export type UrgentVehicleEvent = z.infer<typeof urgentVehicleEvent>;

/** The vehicle is urgent no more. */
export const delUrgentVehicleEvent = z.object({
  _id: z.string(),
  code: z.string(),
  area: z.string().nullable(),
});
export type DelUrgentVehicleEvent = z.infer<typeof delUrgentVehicleEvent>;

/** The vehicle has just left its outer fence. */
export const outOfFenceVehicleEvent = z.object({
  _id: z.string(),
  code: z.string(),
  area: z.string().nullable(),
  lat: z.number(),
  long: z.number(),
});
export type OutOfFenceVehicleEvent = z.infer<typeof outOfFenceVehicleEvent>;

/** NEW_STOLEN_ALERT and REMOVE_STOLEN_ALERT: the badge moves by one. */
export const stolenAlertEvent = z.object({
  _id: z.string(),
  code: z.string(),
  lat: z.number().optional(),
  long: z.number().optional(),
  /** Why, when the theft detector raised it: MOVED_WHILE_LOCKED or OUTSIDE_FENCE. */
  reason: z.string().optional(),
});
export type StolenAlertEvent = z.infer<typeof stolenAlertEvent>;
