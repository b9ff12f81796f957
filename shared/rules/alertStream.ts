import type { AlertKind, RaisedAlert } from './alerts';
import { isLockNoneUrgent } from './alerts';

/** A live alert event as it arrives (the area already named by the renderer, or an id). */
export type AlertEventIn =
  | {
      event: 'URGENT_VEHICLE';
      payload: {
        code: string;
        area: string | null;
        urgencyType: string;
        lockStatus?: string | null;
        isInStorage?: boolean | null;
      };
    }
  | { event: 'DEL_URGENT_VEHICLE'; payload: { code: string } }
  | { event: 'OUT_OF_FENCE_VEHICLE'; payload: { code: string; area: string | null } }
  | { event: 'NEW_STOLEN_ALERT'; payload: { code: string } }
  | { event: 'REMOVE_STOLEN_ALERT'; payload: { code: string } };

export interface AlertStep {
  raise: RaisedAlert | null;
  /** Cases that are over: the vehicle may interrupt again for them (after the cooldown). */
  clear: Array<{ kind: AlertKind; code: string }>;
}

/**
 * What one live event means for interruptions: the alert it raises, and the cases it ends.
 * An urgency of type OUT_OF_FENCE is announced by its own OUT_OF_FENCE_VEHICLE event, so it
 * raises nothing here; a vehicle no longer urgent (or urgent for another reason) is back in
 * its fence. The renderer and the soak benchmark both read the stream through this.
 */
export function alertStep(input: AlertEventIn): AlertStep {
  switch (input.event) {
    case 'URGENT_VEHICLE': {
      const { code, area } = input.payload;
      const type = isLockNoneUrgent(input.payload) ? 'LOCK_NONE' : input.payload.urgencyType;
      if (type === 'OUT_OF_FENCE') return { raise: null, clear: [] };
      return { raise: { kind: 'urgent', code, area }, clear: [{ kind: 'outOfFence', code }] };
    }
    case 'DEL_URGENT_VEHICLE':
      return {
        raise: null,
        clear: [
          { kind: 'urgent', code: input.payload.code },
          { kind: 'outOfFence', code: input.payload.code },
        ],
      };
    case 'OUT_OF_FENCE_VEHICLE':
      return { raise: { kind: 'outOfFence', code: input.payload.code, area: input.payload.area }, clear: [] };
    case 'NEW_STOLEN_ALERT':
      return { raise: { kind: 'stolen', code: input.payload.code }, clear: [] };
    case 'REMOVE_STOLEN_ALERT':
      return { raise: null, clear: [{ kind: 'stolen', code: input.payload.code }] };
  }
}
