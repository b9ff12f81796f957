export interface SmsMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** Sends text messages (one-time codes). A real provider is one more implementation. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}
