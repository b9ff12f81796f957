import type { ExportStatus } from '@ops/shared/rules/exportRules';

/**
 * The floating indicator's state machine (02 §4): Exporting, then Exported or Failed,
 * hidden after 2 s; a new export is ignored while one runs. Each export has a number so
 * the hide timer of an earlier export cannot hide a later one.
 */
export interface ExportState {
  status: ExportStatus;
  run: number;
}

export type ExportEvent =
  | { type: 'start' }
  | { type: 'saved' }
  | { type: 'failed' }
  /** The person closed the save dialog: a choice, not a failure, so nothing to show. */
  | { type: 'cancelled' }
  | { type: 'hide'; run: number };

export const INITIAL_EXPORT_STATE: ExportState = { status: 'idle', run: 0 };

export function exportStateAfter(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'start':
      return state.status === 'Exporting' ? state : { status: 'Exporting', run: state.run + 1 };
    case 'saved':
      return state.status === 'Exporting' ? { ...state, status: 'Exported' } : state;
    case 'failed':
      return state.status === 'Exporting' ? { ...state, status: 'Failed' } : state;
    case 'cancelled':
      return state.status === 'Exporting' ? { ...state, status: 'idle' } : state;
    case 'hide':
      return event.run === state.run && (state.status === 'Exported' || state.status === 'Failed')
        ? { ...state, status: 'idle' }
        : state;
  }
}
