import { loadConfig, type ServerConfig } from '../src/platform/config/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { buildServer, type OpsServer } from '../src/compose/buildServer';
import { SimulatedSmsProvider } from '../src/platform/integrations/sms/simulatedSms';
import type { VehicleGateway } from '../src/platform/integrations/vehicleGateway/VehicleGateway';
import type { PaymentGateway } from '../src/platform/integrations/paymentGateway/PaymentGateway';
import { TestClock } from './testClock';

export interface GraphqlResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface TestServer {
  url: string;
  server: OpsServer;
  clock: TestClock;
  sms: SimulatedSmsProvider;
  handle: DatabaseHandle;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<GraphqlResponse<T>>;
  close(): Promise<void>;
}

/** A real server on a fresh in-memory PGlite (or the given database), listening on a free port. */
export async function startTestServer(
  options: {
    config?: Partial<ServerConfig>;
    handle?: DatabaseHandle;
    vehicleGateway?: VehicleGateway;
    paymentGateway?: PaymentGateway;
  } = {},
): Promise<TestServer> {
  const clock = new TestClock();
  const sms = new SimulatedSmsProvider(clock);
  const handle = options.handle ?? (await openDatabase({ dataDir: 'memory://' }));
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    port: 0,
    host: '127.0.0.1',
    demoSeed: false,
    rendererDir: '/nonexistent',
    ...options.config,
  };
  const server = await buildServer(config, {
    clock,
    sms,
    handle,
    vehicleGateway: options.vehicleGateway,
    paymentGateway: options.paymentGateway,
  });
  const url = await server.listen();
  return {
    url,
    server,
    clock,
    sms,
    handle,
    async gql(query, variables = {}, token = null) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphqlResponse<never>;
    },
    async close() {
      await server.close();
      if (!options.handle) await handle.close();
    },
  };
}
