import { describe, expect, it } from 'vitest';
import { exportStateAfter, INITIAL_EXPORT_STATE, type ExportEvent, type ExportState } from './exportStatus';

const after = (events: ExportEvent[], from: ExportState = INITIAL_EXPORT_STATE) =>
  events.reduce(exportStateAfter, from);

describe('the export indicator (02 §4)', () => {
  it('reads Exporting, then Exported or Failed, then hides', () => {
    expect(after([{ type: 'start' }]).status).toBe('Exporting');
    expect(after([{ type: 'start' }, { type: 'saved' }]).status).toBe('Exported');
    expect(after([{ type: 'start' }, { type: 'failed' }]).status).toBe('Failed');
    expect(after([{ type: 'start' }, { type: 'saved' }, { type: 'hide', run: 1 }]).status).toBe('idle');
    expect(after([{ type: 'start' }, { type: 'failed' }, { type: 'hide', run: 1 }]).status).toBe('idle');
  });

  it('shows nothing when the save dialog was closed', () => {
    expect(after([{ type: 'start' }, { type: 'cancelled' }]).status).toBe('idle');
  });

  it('ignores a second start while one runs', () => {
    const once = after([{ type: 'start' }]);
    expect(exportStateAfter(once, { type: 'start' })).toBe(once);
  });

  it('does not let the hide timer of an earlier export hide a later one', () => {
    const second = after([{ type: 'start' }, { type: 'saved' }, { type: 'start' }]);
    expect(second).toEqual({ status: 'Exporting', run: 2 });
    expect(exportStateAfter(second, { type: 'hide', run: 1 })).toEqual(second);
    const done = exportStateAfter(second, { type: 'failed' });
    expect(exportStateAfter(done, { type: 'hide', run: 1 }).status).toBe('Failed');
    expect(exportStateAfter(done, { type: 'hide', run: 2 }).status).toBe('idle');
  });

  it('never hides a running export and ignores results with none running', () => {
    const running = after([{ type: 'start' }]);
    expect(exportStateAfter(running, { type: 'hide', run: 1 }).status).toBe('Exporting');
    expect(after([{ type: 'saved' }])).toEqual(INITIAL_EXPORT_STATE);
  });
});
