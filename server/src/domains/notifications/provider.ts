import type { PushProvider } from '../../platform/integrations/push/PushProvider';
import { SimulatedPushProvider } from '../../platform/integrations/push/simulatedPush';

/** No real push provider is configured anywhere yet: the simulated one, named as such on every notification. */
const provider: PushProvider = new SimulatedPushProvider();

export function pushProvider(): PushProvider {
  return provider;
}
