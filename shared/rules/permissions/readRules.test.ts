import { describe, expect, it } from 'vitest';
import type { RoleLike } from './can';
import {
  mayReadRideImages,
  mayReadRides,
  mayReadVehicleLifeCycle,
  mayReadWalletLogs,
  mayViewVehiclePage,
} from './readRules';

const role = (permissions: RoleLike['permissions'], level = 6): RoleLike => ({
  level,
  department: 'Operations',
  permissions,
});
const fieldTechnician = role({ vehicles: { VIEW_PAGE: true }, opsTask: { VIEW_PAGE: true } });
const agent = role({ task: { RESOLVE_TASKS: true, VIEW_WALLET_LOGS: true } });
const usersOnly = role({ users: { VIEW_PAGE: true } });
const ridesViewer = role({ rides: { VIEW_PAGE: true } });
const finance = role({ users: { VIEW_WALLET_ACTIONS: true } });

describe('read rules the server refuses with and the renderer hides by', () => {
  it.each([
    ['no role', null, { scooter: 'v' }, false],
    ['level 0', role({}, 0), {}, true],
    ['rides.VIEW_PAGE, every ride', ridesViewer, {}, true],
    ['users.VIEW_PAGE, one rider', usersOnly, { user: 'u' }, true],
    ['users.VIEW_PAGE, one vehicle', usersOnly, { scooter: 'v' }, false],
    ['agent, one vehicle', agent, { scooter: 'v' }, true],
    ['agent, every ride', agent, {}, false],
    ['field technician, one vehicle (issue 23)', fieldTechnician, { scooter: 'v' }, false],
  ] as const)('rides: %s', (_name, who, scope, allowed) => {
    expect(mayReadRides(who, scope)).toBe(allowed);
  });

  it('wallet logs: the finance flag or the task tab flag', () => {
    expect([finance, agent, usersOnly, fieldTechnician].map(mayReadWalletLogs)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('vehicle page: the fleet viewers and the agents', () => {
    expect([fieldTechnician, agent, finance].map((who) => mayViewVehiclePage(who))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('life cycle: the flag reads all, an agent one vehicle only', () => {
    expect(mayReadVehicleLifeCycle(role({ vehicles: { VIEW_LIFE_CYCLE: true } }), null)).toBe(true);
    expect(mayReadVehicleLifeCycle(agent, 'v')).toBe(true);
    expect(mayReadVehicleLifeCycle(agent, null)).toBe(false);
    expect(mayReadVehicleLifeCycle(fieldTechnician, 'v')).toBe(false);
  });

  it('ride images: the flag or an agent', () => {
    expect([role({ rides: { VIEW_IMAGES: true } }), agent, ridesViewer].map(mayReadRideImages)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
