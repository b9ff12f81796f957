import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { RecordingEventBus } from '../../platform/realtime/eventBus';
import { samplePayload, sampleTask } from '../../../test/realtimeSamples';
import { withDashboardPulse } from './pulse';

const pulses = (bus: RecordingEventBus) =>
  bus.events.filter((e) => e.event === REALTIME_EVENTS.HOME_DASHBOARD);

describe('the home dashboard pulse', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes every event on, and once per window names the parts the events moved', () => {
    const inner = new RecordingEventBus();
    const { bus } = withDashboardPulse(inner, 1000);
    bus.toTopic('NEW_SUCCESS_RIDE', 'NEW_SUCCESS_RIDE', samplePayload('NEW_SUCCESS_RIDE'));
    bus.toTopic(
      'NEW_PENDING_VERIFICATION',
      'NEW_PENDING_VERIFICATION',
      samplePayload('NEW_PENDING_VERIFICATION'),
    );
    bus.toUser('agent', REALTIME_EVENTS.ASSIGNED_TASK, sampleTask('t1'));
    expect(inner.events).toHaveLength(3);
    expect(pulses(inner)).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(pulses(inner)).toEqual([
      {
        target: 'topic:HOME_DASHBOARD',
        event: 'HOME_DASHBOARD',
        payload: { parts: ['agents', 'fleet', 'revenue', 'rides', 'targets', 'verifications'] },
      },
    ]);
    bus.toTopic('URGENT_VEHICLE', 'URGENT_VEHICLE', samplePayload('URGENT_VEHICLE'));
    vi.advanceTimersByTime(1000);
    expect(pulses(inner).map((p) => p.payload)).toEqual([
      { parts: ['agents', 'fleet', 'revenue', 'rides', 'targets', 'verifications'] },
      { parts: ['agents', 'fleet', 'urgent'] },
    ]);
  });

  it('events no part depends on send no pulse, and stop drops a pulse not yet sent', () => {
    const inner = new RecordingEventBus();
    const pulse = withDashboardPulse(inner, 1000);
    pulse.bus.toCode('SCOOTER_COORDINATES', 'S-1', samplePayload('SCOOTER_COORDINATES'));
    pulse.bus.toTopic('NEW_USER', 'NEW_USER', samplePayload('NEW_USER'));
    vi.advanceTimersByTime(5000);
    expect(pulses(inner)).toEqual([]);
    pulse.bus.toCode('VEHICLE_LOGS', 'S-1', samplePayload('VEHICLE_LOGS'));
    pulse.stop();
    vi.advanceTimersByTime(5000);
    expect(pulses(inner)).toEqual([]);
  });
});
