import type { PushMessage, PushProvider, PushResult } from './PushProvider';

/**
 * SIMULATED push provider: nothing leaves this machine. A message counts as delivered when
 * the rider has a registered device and as failed otherwise, which is what a real provider
 * reports for a rider who never installed the app or signed out of it.
 */
export class SimulatedPushProvider implements PushProvider {
  readonly name = 'simulated';

  async send(messages: readonly PushMessage[]): Promise<PushResult> {
    const delivered = messages.filter((message) => !!message.deviceId).length;
    return { delivered, failed: messages.length - delivered };
  }
}
