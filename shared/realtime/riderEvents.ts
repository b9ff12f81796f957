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
export interface NewPendingVerificationEvent {
  _id: string;
  /** The rider's id. */
  user: string;
}

/** REMOVE_PENDING_VERIFICATION: a reviewer decided; the badge moves down. */
export interface RemovePendingVerificationEvent {
  _id: string;
  user: string;
  status: string;
}

export interface PersonRefPayload {
  _id: string;
  name: string;
  phoneNumber: string;
}

/** One step of a day rental's life, as getDayRentals shows it. */
export interface DayRentalStepPayload {
  _id: string;
  from: string | null;
  to: string;
  vehicle: { _id: string; code: string } | null;
  by: PersonRefPayload | null;
  note: string | null;
  at: string;
}

/** NEW_DAY_RENTAL: the booking as getDayRentals shows it. */
export interface DayRentalPayload {
  _id: string;
  user: PersonRefPayload | null;
  area: { _id: string; name: string } | null;
  vehicle: { _id: string; code: string } | null;
  status: string;
  rentalDate: string;
  price: number;
  billId: string | null;
  deliveryAddress: string | null;
  deliveryLat: number | null;
  deliveryLong: number | null;
  createdAt: string;
  updatedAt: string;
  nextStatuses: string[];
  events: DayRentalStepPayload[];
}
