/**
 * Topic names of the device protocol (docs/vehicle-protocol.md). A deployment, or a test
 * run sharing a broker with others, puts every topic under one prefix.
 */
export const DEVICE_CHANNELS = ['telemetry', 'state', 'commands', 'acks'] as const;
export type DeviceChannel = (typeof DEVICE_CHANNELS)[number];

/** The consumer group every API process joins, so the broker hands each message to one of them. */
export const SHARE_GROUP = 'ops-api';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function topicOf(prefix: string, code: string, channel: DeviceChannel): string {
  return `${prefix}vehicles/${code}/${channel}`;
}

/** What the API subscribes to: one shared subscription per device → server channel. */
export function sharedSubscription(prefix: string, channel: Exclude<DeviceChannel, 'commands'>): string {
  return `$share/${SHARE_GROUP}/${prefix}vehicles/+/${channel}`;
}

/** The vehicle code and channel of a received topic; null for anything not of the protocol. */
export function parseTopic(prefix: string, topic: string): { code: string; channel: DeviceChannel } | null {
  if (!topic.startsWith(`${prefix}vehicles/`)) return null;
  const parts = topic.slice(prefix.length).split('/');
  if (parts.length !== 3) return null;
  const [, code = '', channel = ''] = parts;
  if (!CODE.test(code) || !(DEVICE_CHANNELS as readonly string[]).includes(channel)) return null;
  return { code, channel: channel as DeviceChannel };
}
