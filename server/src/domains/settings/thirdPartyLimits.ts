import { and, count, eq, gte } from 'drizzle-orm';
import { startOfDay } from '@ops/shared/rules/dateRange';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import type { Deps } from '../../platform/deps';
import { DAILY_QUOTAS } from '../../platform/integrations/quotas';
import { cairoDay } from '../../platform/integrations/usage';
import { pushProvider } from '../notifications';
import { paymentTransactions } from '../payments';
import { integrationUsage } from './tables';

export interface ThirdPartyLimitView {
  integration: string;
  provider: string;
  simulated: boolean;
  period: string;
  quota: number;
  used: number;
  remaining: number;
}

function limit(integration: string, provider: string, quota: number, used: number): ThirdPartyLimitView {
  return {
    integration,
    provider,
    simulated: provider === 'simulated',
    period: 'day (Cairo time)',
    quota,
    used,
    remaining: Math.max(0, quota - used),
  };
}

/** getThirdPartyLimits: today's use of SMS, the payment gateway and push against their daily quotas. */
export async function getThirdPartyLimits(deps: Deps): Promise<ThirdPartyLimitView[]> {
  const now = deps.clock.now();
  const day = cairoDay(now);
  const [usage, [charges]] = await Promise.all([
    deps.db.select().from(integrationUsage).where(eq(integrationUsage.day, day)),
    // Every charge is one gateway call and leaves a transaction row: the rows are the count.
    deps.db
      .select({ n: count() })
      .from(paymentTransactions)
      .where(and(gte(paymentTransactions.createdAt, startOfDay(now, CAIRO_TIME_ZONE)))),
  ]);
  const used = (name: string) => usage.find((row) => row.integration === name)?.calls ?? 0;
  return [
    limit('SMS', deps.sms.name, DAILY_QUOTAS.sms, used('sms')),
    limit('Payment gateway', deps.paymentGateway.name, DAILY_QUOTAS.paymentGateway, Number(charges?.n ?? 0)),
    limit('Push notifications', pushProvider().name, DAILY_QUOTAS.push, used('push')),
  ];
}
