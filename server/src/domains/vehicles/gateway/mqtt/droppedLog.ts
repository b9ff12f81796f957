import type { Logger } from 'pino';
import type { DropReason } from '../../../../platform/integrations/vehicleGateway/mqtt/deviceMessages';

/**
 * One log line per dropped message, but at most one a second per reason: a device (or an
 * attacker) sending garbage in a loop must not fill the disk. The count of the lines held
 * back rides on the next one; every drop is counted in /metrics regardless.
 */
export function droppedLog(
  log: Logger,
): (reason: DropReason, fields: { topic: string; detail: string }) => void {
  const last = new Map<DropReason, { at: number; held: number }>();
  return (reason, fields) => {
    const now = Date.now();
    const seen = last.get(reason);
    if (seen && now - seen.at < 1000) {
      seen.held += 1;
      return;
    }
    log.warn({ reason, ...fields, heldBack: seen?.held ?? 0 }, 'vehicle gateway: device message dropped');
    last.set(reason, { at: now, held: 0 });
  };
}
