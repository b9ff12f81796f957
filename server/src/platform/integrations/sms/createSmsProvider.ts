import type { Logger } from 'pino';
import type { Clock } from '../../deps';
import { HttpSmsProvider } from './httpSms';
import type { SmsConfig } from './smsConfig';
import { SmppSmsProvider } from './smppSms';
import type { SmsProvider } from './SmsProvider';
import { SimulatedSmsProvider } from './simulatedSms';

/** The provider SMS_PROVIDER names; an SMPP session starts binding at once. */
export function createSmsProvider(config: SmsConfig, options: { clock: Clock; log: Logger }): SmsProvider {
  switch (config.provider) {
    case 'simulated':
      return new SimulatedSmsProvider(options.clock);
    case 'smpp': {
      const provider = new SmppSmsProvider(config, options.log.child({ component: 'sms' }));
      provider.start();
      return provider;
    }
    case 'http':
      return new HttpSmsProvider(config, options.log.child({ component: 'sms' }));
  }
}
