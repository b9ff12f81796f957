import { z } from 'zod';

/** Payloads of the events about riders (03 §4): sign-ups, identity checks, day rentals. */

/** NEW_USER: enough for a Users-list row (the page marks it active with zero trips). */
export const newUserEvent = z.object({
  _id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  type: z.literal('user'),
  balance: z.number(),
  area: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type NewUserEvent = z.infer<typeof newUserEvent>;

/** NEW_PENDING_VERIFICATION: a rider sent their identity papers; the badge moves up. */
export const newPendingVerificationEvent = z.object({
  _id: z.string(),
  /** The rider's id. */
  user: z.string(),
});
export type NewPendingVerificationEvent = z.infer<typeof newPendingVerificationEvent>;

/** REMOVE_PENDING_VERIFICATION: a reviewer decided; the badge moves down. */
export const removePendingVerificationEvent = z.object({
  _id: z.string(),
  user: z.string(),
  status: z.string(),
});
export type RemovePendingVerificationEvent = z.infer<typeof removePendingVerificationEvent>;

const personRef = z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() });
export type PersonRefPayload = z.infer<typeof personRef>;
const vehicleRef = z.object({ _id: z.string(), code: z.string() });

/** One step of a day rental's life, as getDayRentals shows it. */
const dayRentalStep = z.object({
  _id: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  vehicle: vehicleRef.nullable(),
  by: personRef.nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type DayRentalStepPayload = z.infer<typeof dayRentalStep>;

/** NEW_DAY_RENTAL: the booking as getDayRentals shows it. */
export const dayRentalPayload = z.object({
  _id: z.string(),
  user: personRef.nullable(),
  area: z.object({ _id: z.string(), name: z.string() }).nullable(),
  vehicle: vehicleRef.nullable(),
  status: z.string(),
  rentalDate: z.string(),
  price: z.number(),
  billId: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryLat: z.number().nullable(),
  deliveryLong: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  nextStatuses: z.array(z.string()),
  events: z.array(dayRentalStep),
});
export type DayRentalPayload = z.infer<typeof dayRentalPayload>;
