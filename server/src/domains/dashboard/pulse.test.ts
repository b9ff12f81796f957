import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { RecordingEventBus } from '../../platform/realtime/eventBus';
import { withDashboardPulse } from './pulse';

const pulses = (bus: RecordingEventBus) => bus.events.filter((e) => e.event === REALTIME_EVENTS.HOME_DASHBOARD);

describe('the home dashboard pulse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes every event on, and once per window names the parts the events moved', () => {
    const inner = new RecordingEventBus();
    const { bus } = withDashboardPulse(inner, 1000);
    bus.toTopic('NEW_SUCCESS_RIDE', 'NEW_SUCCESS_RIDE', { _id: 'r1' });
    bus.toTopic('NEW_PENDING_VERIFICATION', 'NEW_PENDING_VERIFICATION', { _id: 'v1' });
    bus.toUser('agent', REALTIME_EVENTS.ASSIGNED_TASK, { _id: 't1' });
    expect(inner.events).toHaveLength(3);
    expect(pulses(inner)).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(pulses(inner)).toEqual([
      { target: 'topic:HOME_DASHBOARD', event: 'HOME_DASHBOARD', payload: { parts: ['agents', 'fleet', 'revenue', 'rides', 'targets', 'verifications'] } },
    ]);
    bus.toTopic('URGENT_VEHICLE', 'URGENT_VEHICLE', { _id: 'x' });
    vi.advanceTimersByTime(1000);
    expect(pulses(inner).map((p) => p.payload)).toEqual([
      { parts: ['agents', 'fleet', 'revenue', 'rides', 'targets', 'verifications'] },
      { parts: ['agents', 'fleet', 'urgent'] },
    ]);
  });

  it('events no part depends on send no pulse, and stop drops a pulse not yet sent', () => {
    const inner = new RecordingEventBus();
    const pulse = withDashboardPulse(inner, 1000);
    pulse.bus.toCode('SCOOTER_COORDINATES', 'S-1', { lat: 1 });
    pulse.bus.toTopic('NEW_USER', 'NEW_USER', {});
    vi.advanceTimersByTime(5000);
    expect(pulses(inner)).toEqual([]);
    pulse.bus.toCode('VEHICLE_LOGS', 'S-1', {});
    pulse.stop();
    vi.advanceTimersByTime(5000);
    expect(pulses(inner)).toEqual([]);
  });
});
