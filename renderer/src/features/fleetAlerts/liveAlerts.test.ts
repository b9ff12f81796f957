import { describe, expect, it } from 'vitest';
import { inAreas, readVehicleEvent, removeVehicle, upsertVehicle, type AlertVehicles } from './liveAlerts';

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
  it('reads the code, the area id and the urgency type; no code is no event', () => {
    expect(readVehicleEvent({ code: 'S9', area: 'a2', urgencyType: 'IOT_OFF', battery: 10 })).toMatchObject({
      code: 'S9',
      areaId: 'a2',
      urgencyType: 'IOT_OFF',
      fields: { battery: 62 },
    });
    expect(readVehicleEvent({ code: 'S9', area: { _id: 'a1', name: 'Maadi' } })).toMatchObject({
      areaId: 'a1',
      areaName: 'Maadi',
    });
    expect(readVehicleEvent({ urgencyType: 'LPM' })).toBeNull();
    expect(readVehicleEvent('S9')).toBeNull();
  });

  it('a new urgent vehicle goes on top with its area named from the stored list; the total grows', () => {
    const next = upsertVehicle(
      list(),
      readVehicleEvent({ code: 'S9', _id: 'v9', area: 'a2', urgencyType: 'IOT_OFF' })!,
      names,
    );
    expect(next.total).toBe(3);
    expect(next.vehicles[0]).toMatchObject({
      _id: 'v9',
      code: 'S9',
      area: { _id: 'a2', name: 'Zamalek' },
      urgencyType: 'IOT_OFF',
    });
  });

  it('a vehicle already listed is updated in place of a second row', () => {
    const next = upsertVehicle(list(), readVehicleEvent({ code: 'S2', urgencyType: 'LOCK_NONE' })!, names);
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
    const event = readVehicleEvent({ code: 'S9', area: 'a2' })!;
    expect(inAreas(event, undefined)).toBe(true);
    expect(inAreas(event, ['a2'])).toBe(true);
    expect(inAreas(event, ['a1'])).toBe(false);
  });
});
