import { z } from 'zod';

/** Payloads of the events about field staff (03 §3 staff locations). */

/** NEW_USER_OPS_LOCATION: a staff member's ops app reported where it is. */
export const staffLocationPayload = z.object({
  _id: z.string(),
  lat: z.number(),
  lng: z.number(),
  createdAt: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  user: z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() }),
});
export type StaffLocationPayload = z.infer<typeof staffLocationPayload>;

/** PING_USER_OPS_LOCATION: to that staff member's ops app (not this app): report now. */
export const pingUserOpsLocationEvent = z.object({
  /** ISO time of the ask. */
  at: z.string(),
});
export type PingUserOpsLocationEvent = z.infer<typeof pingUserOpsLocationEvent>;
