import { describe, expect, it, vi } from 'vitest';
import { EventHandlers } from './eventHandlers';

describe('EventHandlers', () => {
  it('one handler added for many followed vehicles keeps hearing until the last one leaves', () => {
    const handlers = new EventHandlers<string, number>();
    const onPosition = vi.fn();
    const offs = ['S1', 'S2', 'S3'].map(() => handlers.add('SCOOTER_COORDINATES', onPosition));
    offs[0]!();
    handlers.emit('SCOOTER_COORDINATES', 1);
    expect(onPosition).toHaveBeenCalledTimes(1);
    offs[1]!();
    offs[2]!();
    handlers.emit('SCOOTER_COORDINATES', 2);
    expect(onPosition).toHaveBeenCalledTimes(1);
  });

  it('calls a handler added twice once per event, and an unsubscribe called twice counts once', () => {
    const handlers = new EventHandlers<string, number>();
    const handler = vi.fn();
    const first = handlers.add('E', handler);
    handlers.add('E', handler);
    handlers.emit('E', 1);
    expect(handler).toHaveBeenCalledTimes(1);
    first();
    first();
    handlers.emit('E', 2);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('a handler that unsubscribes while being called does not stop the others', () => {
    const handlers = new EventHandlers<string, number>();
    const second = vi.fn();
    const off = handlers.add('E', () => off());
    handlers.add('E', second);
    handlers.emit('E', 1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('an unsubscribe from before clear() (signed out and in again) leaves the new subscription alone', () => {
    const handlers = new EventHandlers<string, number>();
    const handler = vi.fn();
    const stale = handlers.add('E', handler);
    handlers.clear();
    handlers.add('E', handler);
    stale();
    handlers.emit('E', 1);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
