/**
 * Live ride events (02 §7 real-time): the ride as the rides list shows it, in the shape the
 * old backend sent and the lists undo. The server sends its whole ride view; these are the
 * fields the lists read.
 */

export interface LiveRide {
  _id: string;
  status: string;
  createdAt: string;
  start_time: string;
  /** NEW_SUCCESS_RIDE: tenths of a minute (the lists multiply by 6000 to get ms). */
  time: number;
  price: number;
  basePrice: number;
  minutePrice: number;
  endedBy: string | null;
  rating: number | null;
  checkStatus: string;
  isExpressRide: boolean;
  startVehicleBattery: number | null;
  endVehicleBattery: number | null;
  user: { _id: string; name: string; phoneNumber: string } | null;
  scooter: { _id: string; code: string } | null;
  area: { _id: string; name: string } | null;
  promocodeApplied: { _id: string; code: string } | null;
}

/** NEW_ON_GOING_RIDE: a ride started; its code is also named `promocode` (the lists copy it to promocodeApplied). */
export interface NewOnGoingRideEvent extends LiveRide {
  promocode: { _id: string; code: string } | null;
}

/** NEW_SUCCESS_RIDE: a ride ended; `time` in tenths of a minute. */
export type NewSuccessRideEvent = LiveRide;
