import { describe, expect, it } from 'vitest';
import { CodeSubscriptions } from './codeSubscriptions';

describe('CodeSubscriptions', () => {
  it('joins once for the first follower, leaves once after the last, and rejoins what is followed', () => {
    const subs = new CodeSubscriptions();
    expect(subs.add('SCOOTER_COORDINATES', 'S-1')).toEqual({
      topic: 'SCOOTER_COORDINATES',
      code: 'S-1',
      subscribe: true,
    });
    expect(subs.add('SCOOTER_COORDINATES', 'S-1')).toBeNull();
    expect(subs.add('VEHICLE_LOGS', 'S-1')).toEqual({ topic: 'VEHICLE_LOGS', code: 'S-1', subscribe: true });
    expect(subs.add('SCOOTER_COORDINATES', 'S-2')).toEqual({
      topic: 'SCOOTER_COORDINATES',
      code: 'S-2',
      subscribe: true,
    });
    expect(subs.resubscribePayloads()).toEqual([
      { topic: 'SCOOTER_COORDINATES', code: 'S-1', subscribe: true },
      { topic: 'VEHICLE_LOGS', code: 'S-1', subscribe: true },
      { topic: 'SCOOTER_COORDINATES', code: 'S-2', subscribe: true },
    ]);
    expect(subs.remove('SCOOTER_COORDINATES', 'S-1')).toBeNull();
    expect(subs.remove('SCOOTER_COORDINATES', 'S-1')).toEqual({
      topic: 'SCOOTER_COORDINATES',
      code: 'S-1',
      subscribe: false,
    });
    expect(subs.remove('SCOOTER_COORDINATES', 'S-1')).toBeNull();
    expect(subs.resubscribePayloads().map((p) => `${p.topic} ${p.code}`)).toEqual([
      'VEHICLE_LOGS S-1',
      'SCOOTER_COORDINATES S-2',
    ]);
    subs.clear();
    expect(subs.resubscribePayloads()).toEqual([]);
  });
});
