import type { Deps } from '../../deps';
import { UserError } from '../../errors';
import { recordIntegrationUsage } from '../usage';
import { SmsSendError } from './SmsProvider';

export const SMS_FAILED_MESSAGE =
  'We could not send the code. Try again in a minute or ask your administrator.';

/**
 * Every text message leaves through here, so the day's SMS count (against its quota) is
 * complete. A message the provider did not take becomes the user's plain notice; the
 * provider's reason is in the log (ObservedSmsProvider).
 */
export async function sendSms(
  deps: Pick<Deps, 'db' | 'sms' | 'clock'>,
  to: string,
  text: string,
): Promise<void> {
  try {
    await deps.sms.send(to, text);
  } catch (error) {
    if (error instanceof SmsSendError) throw new UserError(SMS_FAILED_MESSAGE, { smsNotSent: true });
    throw error;
  }
  await recordIntegrationUsage(deps.db, 'sms', deps.clock.now());
}
