import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../../app/menu';
import {
  arrange,
  hitEntry,
  pageEntries,
  readRecent,
  rememberPick,
  RECENT_LIMIT,
  type SwitcherEntry,
} from './entries';

const vehicle = hitEntry({ kind: 'vehicle', _id: 'v1', label: 'S1234', detail: 'Maadi' })!;
const rider = hitEntry({ kind: 'rider', _id: 'u1', label: 'Laila', detail: '+201000000099' })!;

describe('quick switcher entries', () => {
  it('links each kind to its page (vehicles by code) and drops kinds it does not know', () => {
    expect(vehicle.path).toBe('/app/vehicle/S1234');
    expect(rider.path).toBe('/app/user/u1');
    expect(hitEntry({ kind: 'ride', _id: 'r1', label: 'r1' })!.path).toBe('/app/rides/r1');
    expect(hitEntry({ kind: 'task', _id: 't1', label: 't1' })!.path).toBe('/app/task/t1');
    expect(hitEntry({ kind: 'area', _id: 'a1', label: 'Maadi' })!.path).toBe('/app/areas/a1');
    expect(hitEntry({ kind: 'wallet', _id: 'w', label: 'w' })).toBeNull();
  });

  it('offers only the pages of the menu it is given, by label', () => {
    const groups: MenuGroup[] = [
      {
        id: 'finance',
        label: 'Finance',
        items: [{ key: 'bills', path: '/app/bills', label: 'Bills', icon: 'bills' }],
      },
    ];
    expect(pageEntries(groups, 'bil').map((entry) => entry.path)).toEqual(['/app/bills']);
    expect(pageEntries(groups, 'rides')).toEqual([]);
  });

  it('puts the newest pick first without repeats, keeps at most the limit, and reads back only sound entries', () => {
    let recent: SwitcherEntry[] = [];
    for (let i = 0; i < RECENT_LIMIT + 3; i += 1)
      recent = rememberPick(recent, { ...vehicle, key: `vehicle:${i}` });
    recent = rememberPick(recent, { ...vehicle, key: 'vehicle:4' });
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]!.key).toBe('vehicle:4');
    expect(recent.filter((entry) => entry.key === 'vehicle:4')).toHaveLength(1);
    expect(
      readRecent([vehicle, { key: 'x', label: 'evil', path: 'https://example.com', kind: 'page' }, null, 3]),
    ).toEqual([vehicle]);
  });

  it('shows matching recent picks first and not again in their group', () => {
    const shown = arrange([vehicle, rider], [rider], '0100');
    expect(shown.recent).toEqual([rider]);
    expect(shown.rest).toEqual([]);
    expect(arrange([vehicle], [rider], '').recent).toEqual([vehicle]);
  });
});
