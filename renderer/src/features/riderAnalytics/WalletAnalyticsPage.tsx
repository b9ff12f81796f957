import { useSearchParams } from 'react-router';
import { Card, Flex, Segmented, Table, Typography } from 'antd';
import { areasOfSeries, summarize } from '@ops/shared/analytics/selection';
import { fmtMoney } from '../../lib/format';
import { roundTo } from '@ops/shared/rules/rounding';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useWalletAnalyticsQuery, type WalletAnalytics } from './riderAnalyticsApi';

type View = 'walletUsage' | 'walletAddition';
const VIEW_LABELS: Record<View, string> = { walletUsage: 'Money out', walletAddition: 'Money in' };

type TypeRow = WalletAnalytics['byType'][number];

/**
 * /app/wallet-analytics (analytics.VIEW_WALLET_ANALYTICS; 02 §3 Wallet analytics): money into and
 * out of riders' wallets over time by the owner's area, and the range's totals per entry type.
 */
export default function WalletAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('table') === 'walletAddition' ? 'walletAddition' : 'walletUsage';
  const setView = (next: View) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next === 'walletUsage') out.delete('table');
      else out.set('table', next);
      return out;
    });

  const result = useWalletAnalyticsQuery(analytics.request);
  const data = result.data;
  const usage = data && analytics.select(data.usage);
  const addition = data && analytics.select(data.addition);
  const moneyIn = addition ? summarize(addition).total : 0;
  const moneyOut = usage ? summarize(usage).total : 0;
  const shown = view === 'walletUsage' ? usage : addition;

  return (
    <AnalyticsPage
      title="Wallet Analytics"
      subtitle="Money into and out of wallets, by the wallet owner's area."
      analytics={analytics}
      areas={areasOfSeries(data?.usage, data?.addition)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!usage && !!addition && isEmptySeries(usage) && isEmptySeries(addition)}
      exportTarget={{ series: view }}
      toolbar={
        <Flex vertical gap={4}>
          <Typography.Text type="secondary" id="wallet-table-label">
            Table
          </Typography.Text>
          <Segmented<View>
            aria-labelledby="wallet-table-label"
            value={view}
            options={(['walletUsage', 'walletAddition'] as const).map((v) => ({
              value: v,
              label: VIEW_LABELS[v],
            }))}
            onChange={setView}
            data-testid="wallet-view"
          />
        </Flex>
      }
      kpis={[
        {
          key: 'in',
          title: 'Money in',
          value: moneyIn,
          format: 'money',
          hint: data ? `${data.totalPositiveCount} positive entries (all areas)` : undefined,
        },
        {
          key: 'out',
          title: 'Money out',
          value: moneyOut,
          format: 'money',
          hint: data ? `${data.totalNegativeCount} negative entries (all areas)` : undefined,
        },
        {
          key: 'net',
          title: 'Net into wallets',
          value: roundTo(moneyIn - moneyOut),
          format: 'money',
          hint: 'Money in minus money out',
        },
      ]}
      charts={
        usage && addition
          ? [
              {
                key: 'flow',
                title: 'Money in and out',
                kind: 'bar',
                format: 'money',
                labels: usage.xAxisLabels,
                series: [
                  { name: 'Money in', values: addition.totalData },
                  { name: 'Money out', values: usage.totalData },
                ],
              },
              {
                key: 'out',
                title: 'Money out per area',
                kind: 'stacked',
                format: 'money',
                half: true,
                labels: usage.xAxisLabels,
                series: usage.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
              {
                key: 'in',
                title: 'Money in per area',
                kind: 'stacked',
                format: 'money',
                half: true,
                labels: addition.xAxisLabels,
                series: addition.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={shown && { title: `${VIEW_LABELS[view]} per area`, series: shown, format: 'money' }}
    >
      {data && (
        <Card size="small" title="By entry type (all areas)">
          <Table<TypeRow>
            size="small"
            rowKey="type"
            pagination={false}
            dataSource={data.byType}
            data-testid="wallet-by-type"
            columns={[
              { title: 'Type', dataIndex: 'label' },
              {
                title: 'Money in',
                dataIndex: 'added',
                align: 'right',
                render: (value: number) => fmtMoney(value),
              },
              { title: 'Entries in', dataIndex: 'addedCount', align: 'right' },
              {
                title: 'Money out',
                dataIndex: 'used',
                align: 'right',
                render: (value: number) => fmtMoney(value),
              },
              { title: 'Entries out', dataIndex: 'usedCount', align: 'right' },
            ]}
          />
        </Card>
      )}
    </AnalyticsPage>
  );
}
