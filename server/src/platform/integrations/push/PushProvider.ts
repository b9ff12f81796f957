/** One push message to one rider's device. */
export interface PushMessage {
  userId: string;
  /** The rider's registered device; null when they have none (the message cannot be delivered). */
  deviceId: string | null;
  title: string;
  body: string;
}

export interface PushResult {
  delivered: number;
  failed: number;
}

/** Sends push notifications to riders' phones. A real provider (FCM, APNs) is one more implementation. */
export interface PushProvider {
  readonly name: string;
  send(messages: readonly PushMessage[]): Promise<PushResult>;
}
