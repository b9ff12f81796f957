import { describe, expect, it } from 'vitest';
import { typeRecord, typeRowsReducer } from './typeSettings';

const user = { _id: 'u1', name: 'Omar', phoneNumber: '+201000000002' };

describe('task type rows', () => {
  it('share the area rows life cycle: new users start with no types and fallback off', () => {
    let rows = typeRowsReducer([], { type: 'usersAdded', users: [user] });
    expect(rows[0]).toMatchObject({
      settingId: null,
      mode: 'edit',
      draft: { types: [], allowFallbackToOtherTypes: false },
    });
    rows = typeRowsReducer(rows, { type: 'draftChanged', userId: 'u1', patch: { types: ['Vehicle'] } });
    rows = typeRowsReducer(rows, { type: 'saveStarted', userId: 'u1' });
    rows = typeRowsReducer(rows, {
      type: 'saveSucceeded',
      userId: 'u1',
      setting: typeRecord({ _id: 's1', user, types: ['Vehicle'], allowFallbackToOtherTypes: true }),
    });
    expect(rows[0]).toMatchObject({
      settingId: 's1',
      mode: 'view',
      values: { types: ['Vehicle'], allowFallbackToOtherTypes: true },
    });
  });
});
