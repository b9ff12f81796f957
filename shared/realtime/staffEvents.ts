/** Payloads of the events about field staff (03 §3 staff locations). */

/** NEW_USER_OPS_LOCATION: a staff member's ops app reported where it is. */
export interface StaffLocationPayload {
  _id: string;
  lat: number;
  lng: number;
  createdAt: string;
  error: { code: string; message: string } | null;
  user: { _id: string; name: string; phoneNumber: string };
}

/** PING_USER_OPS_LOCATION: to that staff member's ops app (not this app): report now. */
export interface PingUserOpsLocationEvent {
  /** ISO time of the ask. */
  at: string;
}
