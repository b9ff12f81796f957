/**
 * Payloads of the live alert events (03 §4). The server sends the vehicle's area as its
 * id; the renderer replaces it with the area's name from the list it loaded at start-up
 * ("Urgent-vehicle events replace the area with its name from the stored area list").
 */

export interface UrgentVehicleEvent {
  _id: string;
  code: string;
  /** Area id on the wire; the area's name once the renderer has replaced it. */
  area: string | null;
  /** An urgency type of shared/rules/alerts URGENCY_TYPES. */
  urgencyType: string;
  lockStatus: string;
  isInStorage: boolean;
  lat: number;
  long: number;
  /**
   * The vehicle's live fields, when the sender has them (the development route does): the
   * urgent list shows them on a row the event adds, until its next read.
   */
  status?: string;
  iotStatus?: string;
  battery?: number | null;
  realBatteryValue?: number | null;
  inRide?: boolean;
  lastUpdate?: string | null;
}

/** The vehicle is urgent no more. */
export interface DelUrgentVehicleEvent {
  _id: string;
  code: string;
  area: string | null;
}

/** The vehicle has just left its outer fence. */
export interface OutOfFenceVehicleEvent {
  _id: string;
  code: string;
  area: string | null;
  lat: number;
  long: number;
}

/** NEW_STOLEN_ALERT and REMOVE_STOLEN_ALERT: the badge moves by one. */
export interface StolenAlertEvent {
  _id: string;
  code: string;
  lat?: number;
  long?: number;
  /** Why, when the theft detector raised it: MOVED_WHILE_LOCKED or OUTSIDE_FENCE. */
  reason?: string;
}
