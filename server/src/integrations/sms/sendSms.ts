import type { Deps } from '../../app/deps';
import { recordIntegrationUsage } from '../usage';

/** Every text message leaves through here, so the day's SMS count (against its quota) is complete. */
export async function sendSms(deps: Pick<Deps, 'db' | 'sms' | 'clock'>, to: string, text: string): Promise<void> {
  await deps.sms.send(to, text);
  await recordIntegrationUsage(deps.db, 'sms', deps.clock.now());
}
