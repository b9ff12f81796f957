import { describe, expect, it } from 'vitest';
import type { UrgentVehicleEvent } from '@ops/shared/realtime/alertEvents';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { heardFromWire } from '../shell/realtimeTesting';
import { inAreas, removeVehicle, upsertVehicle, vehicleEventOf, type AlertVehicles } from './liveAlerts';

const urgent = (over: Partial<UrgentVehicleEvent> = {}): UrgentVehicleEvent => ({
  _id: 'v9',
  code: 'S9',
  area: 'a2',
  urgencyType: 'IOT_OFF',
  lockStatus: '',
  isInStorage: false,
  lat: 30.1,
  long: 31.2,
  ...over,
});

const names = (id: string) => ({ a1: 'Maadi', a2: 'Zamalek' })[id] ?? null;
const list = (): AlertVehicles => ({
  total: 2,
  vehicles: [
    {
      _id: 'v1',
      code: 'S1',
      area: { _id: 'a1', name: 'Maadi' },
      status: 'ready',
      iotStatus: 'ready',
      lockStatus: 'locked',
      battery: 50,
      phoneBattery: null,
      isInStorage: false,
      inRide: false,
      lastUpdate: null,
      lat: 30,
      long: 31,
      urgencyType: 'LPM',
      iotBatteryAlert: null,
    },
    {
      _id: 'v2',
      code: 'S2',
      area: null,
      status: 'on',
      iotStatus: 'ready',
      lockStatus: 'locked',
      battery: 80,
      phoneBattery: null,
      isInStorage: false,
      inRide: true,
      lastUpdate: null,
      lat: 30,
      long: 31,
      urgencyType: 'NOT_UPDATING',
      iotBatteryAlert: null,
    },
  ],
});

describe('urgent and out-of-fence pages follow the live events (03 §4)', () => {
  it('reads the code, the area id, the urgency type and the live fields', () => {
    expect(vehicleEventOf(urgent({ battery: 10 }))).toEqual({
      code: 'S9',
      _id: 'v9',
      areaId: 'a2',
      urgencyType: 'IOT_OFF',
      fields: { lat: 30.1, long: 31.2, isInStorage: false, battery: 62 },
    });
    expect(vehicleEventOf({ _id: 'v1', code: 'S1', area: null })).toEqual({
      code: 'S1',
      _id: 'v1',
      areaId: null,
      urgencyType: null,
      fields: {},
    });
  });

  it('a well-formed event off the wire goes on the list; a malformed one is dropped before it', () => {
    const heard = heardFromWire(REALTIME_EVENTS.URGENT_VEHICLE, [
      urgent({ _id: 'v2', code: 'S2', area: null, urgencyType: 'LOCK_NONE' }),
      { urgencyType: 'LPM' },
      'S9',
      { ...urgent(), area: { _id: 'a1', name: 'Maadi' } },
      { ...urgent(), lat: null },
    ]);
    expect(heard).toHaveLength(1);
    const next = upsertVehicle(list(), vehicleEventOf(heard[0]!), names);
    expect(next.vehicles.map((v) => [v.code, v.urgencyType])).toEqual([
      ['S2', 'LOCK_NONE'],
      ['S1', 'LPM'],
    ]);
    const [gone] = heardFromWire(REALTIME_EVENTS.DEL_URGENT_VEHICLE, [
      { code: 'S1' },
      { _id: 'v1', code: 'S1', area: 'a1' },
    ]);
    expect(removeVehicle(list(), gone!.code)).toMatchObject({ total: 1, vehicles: [{ code: 'S2' }] });
  });

  it('a new urgent vehicle goes on top with its area named from the stored list; the total grows', () => {
    const next = upsertVehicle(list(), vehicleEventOf(urgent()), names);
    expect(next.total).toBe(3);
    expect(next.vehicles[0]).toMatchObject({
      _id: 'v9',
      code: 'S9',
      area: { _id: 'a2', name: 'Zamalek' },
      urgencyType: 'IOT_OFF',
    });
  });

  it('a vehicle already listed is updated in place of a second row', () => {
    const event = vehicleEventOf(urgent({ _id: 'v2', code: 'S2', area: null, urgencyType: 'LOCK_NONE' }));
    const next = upsertVehicle(list(), event, names);
    expect(next.total).toBe(2);
    expect(next.vehicles.map((v) => [v.code, v.urgencyType, v.inRide])).toEqual([
      ['S2', 'LOCK_NONE', true],
      ['S1', 'LPM', false],
    ]);
  });

  it('a removal takes the row out and the total never goes below 0', () => {
    expect(removeVehicle(list(), 'S1')).toMatchObject({ total: 1, vehicles: [{ code: 'S2' }] });
    expect(removeVehicle(list(), 'S404').total).toBe(2);
    expect(removeVehicle({ total: 0, vehicles: list().vehicles }, 'S1').total).toBe(0);
  });

  it('an area filter keeps events of other areas out', () => {
    const event = vehicleEventOf({ _id: 'v9', code: 'S9', area: 'a2' });
    expect(inAreas(event, undefined)).toBe(true);
    expect(inAreas(event, ['a2'])).toBe(true);
    expect(inAreas(event, ['a1'])).toBe(false);
  });
});
