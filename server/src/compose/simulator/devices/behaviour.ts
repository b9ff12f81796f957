/**
 * How simulated modules misbehave, as real ones do in the field (issue 27 §3). Chances are
 * per command or per report; every draw comes from the device's own seeded stream.
 */
export interface DeviceBehaviour {
  /** Between reports while switched on. */
  reportEveryMs: number;
  /** The device acts but its ack never arrives (lost on a weak link). */
  lostAckChance: number;
  /** The ack arrives after `lateAckMs`, usually past the server's deadline. */
  lateAckChance: number;
  lateAckMs: number;
  /** The device answers "could not" (compartment open, controller busy). */
  refuseChance: number;
  /** Per report: the module drops off the network (no DISCONNECT; the broker sends its will). */
  offlineChance: number;
  /** How long it stays away before it connects again. */
  offlineMs: number;
  /** Usual answer time of a healthy module. */
  ackDelayMs: number;
}

export const DEFAULT_BEHAVIOUR: DeviceBehaviour = {
  reportEveryMs: 5_000,
  lostAckChance: 0.02,
  lateAckChance: 0.03,
  lateAckMs: 15_000,
  refuseChance: 0.02,
  offlineChance: 0.0005,
  offlineMs: 60_000,
  ackDelayMs: 300,
};

/** What the module does with one command, decided once per command id. */
export type AckPlan = { kind: 'lost' } | { kind: 'ack'; ok: boolean; afterMs: number };

export function planAck(behaviour: DeviceBehaviour, random: () => number): AckPlan {
  const draw = random();
  if (draw < behaviour.lostAckChance) return { kind: 'lost' };
  const ok = random() >= behaviour.refuseChance;
  if (draw < behaviour.lostAckChance + behaviour.lateAckChance)
    return { kind: 'ack', ok, afterMs: behaviour.lateAckMs };
  return { kind: 'ack', ok, afterMs: behaviour.ackDelayMs };
}
