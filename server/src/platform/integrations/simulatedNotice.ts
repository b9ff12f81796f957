import type { Deps } from '../deps';

export interface IntegrationNotice {
  level: 'info' | 'warn';
  message: string;
  integrations: Record<string, string>;
}

/**
 * What start-up says about the integrations: each by provider, and plainly which are
 * simulated (nothing leaves the machine). Production says it at warn level, at every start.
 */
export function integrationNotice(
  deps: Pick<Deps, 'config' | 'sms' | 'vehicleGateway' | 'paymentGateway'>,
): IntegrationNotice {
  const integrations = {
    sms: deps.sms.name,
    vehicleIot: deps.vehicleGateway.name,
    payments: deps.paymentGateway.name,
  };
  const simulated = [
    deps.sms.simulated ? 'SMS (no code reaches a phone)' : null,
    deps.vehicleGateway.name === 'simulated' ? 'vehicle IoT (no command reaches a vehicle)' : null,
    deps.paymentGateway.name === 'simulated' ? 'payments (no card is charged)' : null,
  ].filter((entry): entry is string => entry !== null);
  if (simulated.length === 0) return { level: 'info', message: 'integrations: all real', integrations };
  return {
    level: deps.config.production ? 'warn' : 'info',
    message: `SIMULATED integrations: ${simulated.join(', ')}`,
    integrations,
  };
}

/** The demo seed's staff passwords are in the README: a production start with demo data says so. */
export function demoDataNotice(config: Deps['config']): string | null {
  if (!config.demoSeed) return null;
  return config.production
    ? 'DEMO DATA on a production server (ALLOW_DEMO_DATA=1): the demo staff accounts and their README passwords are valid here'
    : null;
}
