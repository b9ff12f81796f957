import { describe, expect, it } from 'vitest';
import { LAYERS, PERMISSION_CATALOGUE } from '@ops/shared/rules/permissions/catalogue';
import {
  catalogueRows,
  countGranted,
  filterRows,
  layerState,
  normalisePermissions,
  roleFormErrors,
  sameRoleDraft,
  setFlag,
  setLayer,
  TOTAL_FLAGS,
} from './permissionMatrix';

describe('permission matrix', () => {
  it('has one row per catalogue layer with every flag', () => {
    const rows = catalogueRows();
    expect(rows.map((r) => r.layer)).toEqual(LAYERS);
    expect(rows.reduce((n, r) => n + r.flags.length, 0)).toBe(TOTAL_FLAGS);
    expect(rows.find((r) => r.layer === 'roles')?.flags.map((f) => f.flag)).toEqual(
      Object.keys(PERMISSION_CATALOGUE.roles),
    );
  });

  it('grants and revokes one flag, dropping empty layers', () => {
    let p = setFlag({}, 'roles', 'VIEW_PAGE', true);
    expect(p).toEqual({ roles: { VIEW_PAGE: true } });
    p = setFlag(p, 'roles', 'VIEW_PAGE', false);
    expect(p).toEqual({});
  });

  it('toggles a whole layer and reports its state', () => {
    let p = setLayer({}, 'roles', true);
    expect(layerState(p, 'roles')).toBe('all');
    p = setFlag(p, 'roles', 'MODIFY', false);
    expect(layerState(p, 'roles')).toBe('some');
    p = setLayer(p, 'roles', false);
    expect(layerState(p, 'roles')).toBe('none');
    expect(countGranted(setLayer({}, 'roles', true))).toBe(Object.keys(PERMISSION_CATALOGUE.roles).length);
  });

  it('reads server JSON keeping only true catalogue flags', () => {
    expect(
      normalisePermissions({
        roles: { VIEW_PAGE: true, MODIFY: false, NOT_A_FLAG: true },
        nope: { X: true },
        users: 'bad',
      }),
    ).toEqual({ roles: { VIEW_PAGE: true } });
    expect(normalisePermissions(null)).toEqual({});
  });

  it('searches layers, flags and descriptions', () => {
    const rows = filterRows(catalogueRows(), 'stolen');
    expect(rows.map((r) => r.layer)).toEqual(['vehicles']);
    expect(filterRows(catalogueRows(), 'Roles').find((r) => r.layer === 'roles')?.flags.length).toBe(3);
    expect(filterRows(catalogueRows(), '')).toHaveLength(LAYERS.length);
  });

  it('requires a name, a level 0-10 and a department', () => {
    expect(roleFormErrors({})).toEqual({
      name: 'Role name is required',
      level: 'Level is required',
      department: 'Department is required',
    });
    expect(roleFormErrors({ name: 'Agent', level: 0, department: 'Operations' })).toEqual({});
    expect(roleFormErrors({ name: 'Agent', level: 11, department: 'Operations' }).level).toBeDefined();
  });
});

describe('sameRoleDraft (the unsaved-changes guard)', () => {
  const loaded = {
    name: 'Agent',
    level: 6,
    department: 'Operations',
    permissions: { task: { RESOLVE_TASKS: true } },
  };
  it('is unchanged for what was loaded, key order and false flags aside', () => {
    expect(
      sameRoleDraft(
        {
          ...loaded,
          name: 'Agent ',
          permissions: { home: {}, task: { RESOLVE_TASKS: true, FLAG_TASK: false } },
        },
        loaded,
      ),
    ).toBe(true);
  });
  it('is changed by a flag, the name, the level or the department', () => {
    expect(
      sameRoleDraft({ ...loaded, permissions: { task: { RESOLVE_TASKS: true, FLAG_TASK: true } } }, loaded),
    ).toBe(false);
    expect(sameRoleDraft({ ...loaded, permissions: {} }, loaded)).toBe(false);
    expect(sameRoleDraft({ ...loaded, name: 'Agents' }, loaded)).toBe(false);
    expect(sameRoleDraft({ ...loaded, level: 5 }, loaded)).toBe(false);
    expect(sameRoleDraft({ ...loaded, department: 'Marketing' }, loaded)).toBe(false);
  });
  it('a new role is unchanged until something is typed or ticked', () => {
    const empty = { name: '', level: undefined, department: undefined, permissions: {} };
    expect(sameRoleDraft({ name: '', permissions: {} }, empty)).toBe(true);
    expect(sameRoleDraft({ name: 'M', permissions: {} }, empty)).toBe(false);
  });
});
