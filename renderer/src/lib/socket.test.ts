import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, SOCKET_PATH } from '@ops/shared/realtime/events';
import { socketOptions, TopicSubscriptions } from './socket';

describe('socket options (03 §7)', () => {
  it('uses /ws, token auth, reconnection, websocket then polling', () => {
    const options = socketOptions({ token: 't', wsId: 'w', userId: 'u' });
    expect(SOCKET_PATH).toBe('/ws');
    expect(options.path).toBe('/ws');
    expect(options.transports).toEqual(['websocket', 'polling']);
    expect(options.reconnection).toBe(true);
    expect(options.auth).toEqual({ token: 't', wsId: 'w', userId: 'u' });
  });
});

describe('room subscriptions', () => {
  it('sends SUB_ for the first listener and UNSUB_ for the last', () => {
    const rooms = new TopicSubscriptions();
    const event = REALTIME_EVENTS.NEW_STOLEN_ALERT;
    expect(rooms.add(event)).toBe('SUB_NEW_STOLEN_ALERT');
    expect(rooms.add(event)).toBeNull();
    expect(rooms.remove(event)).toBeNull();
    expect(rooms.remove(event)).toBe('UNSUB_NEW_STOLEN_ALERT');
    expect(rooms.remove(event)).toBeNull();
  });

  it('rejoins every active room after a reconnection', () => {
    const rooms = new TopicSubscriptions();
    rooms.add(REALTIME_EVENTS.ASSIGNED_TASK);
    rooms.add(REALTIME_EVENTS.NEW_PENDING_VERIFICATION);
    expect(rooms.resubscribeMessages()).toEqual(['SUB_ASSIGNED TASK', 'SUB_NEW_PENDING_VERIFICATION']);
  });
});
