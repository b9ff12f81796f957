import { useSearchParams } from 'react-router';
import { Card, Flex, Segmented, Table, Typography } from 'antd';
import { areasOfSeries, summarize } from '@ops/shared/analytics/selection';
import { useTranslation } from 'react-i18next';
import { fmtMoney, formatCount } from '../../lib/format';
import { roundTo } from '@ops/shared/rules/rounding';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useWalletAnalyticsQuery, type WalletAnalytics } from './riderAnalyticsApi';

type View = 'walletUsage' | 'walletAddition';
const VIEW_KEYS: Record<View, string> = {
  walletUsage: 'analytics.wallet.moneyOut',
  walletAddition: 'analytics.wallet.moneyIn',
};

type TypeRow = WalletAnalytics['byType'][number];

/**
 * /app/wallet-analytics (analytics.VIEW_WALLET_ANALYTICS; 02 §3 Wallet analytics): money into and
 * out of riders' wallets over time by the owner's area, and the range's totals per entry type.
 */
export default function WalletAnalyticsPage() {
  const { t } = useTranslation();
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
      title={t('analytics.wallet.title')}
      subtitle={t('analytics.wallet.subtitle')}
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
            {t('analytics.table')}
          </Typography.Text>
          <Segmented<View>
            aria-labelledby="wallet-table-label"
            value={view}
            options={(['walletUsage', 'walletAddition'] as const).map((v) => ({
              value: v,
              label: t(VIEW_KEYS[v]),
            }))}
            onChange={setView}
            data-testid="wallet-view"
          />
        </Flex>
      }
      kpis={[
        {
          key: 'in',
          title: t('analytics.wallet.moneyIn'),
          value: moneyIn,
          format: 'money',
          hint: data
            ? t('analytics.wallet.positiveEntries', { n: formatCount(data.totalPositiveCount) })
            : undefined,
        },
        {
          key: 'out',
          title: t('analytics.wallet.moneyOut'),
          value: moneyOut,
          format: 'money',
          hint: data
            ? t('analytics.wallet.negativeEntries', { n: formatCount(data.totalNegativeCount) })
            : undefined,
        },
        {
          key: 'net',
          title: t('analytics.wallet.net'),
          value: roundTo(moneyIn - moneyOut),
          format: 'money',
          hint: t('analytics.wallet.netHint'),
        },
      ]}
      charts={
        usage && addition
          ? [
              {
                key: 'flow',
                title: t('analytics.wallet.flow'),
                kind: 'bar',
                format: 'money',
                labels: usage.xAxisLabels,
                series: [
                  { name: t('analytics.wallet.moneyIn'), values: addition.totalData },
                  { name: t('analytics.wallet.moneyOut'), values: usage.totalData },
                ],
              },
              {
                key: 'out',
                title: t('analytics.wallet.outPerArea'),
                kind: 'stacked',
                format: 'money',
                half: true,
                labels: usage.xAxisLabels,
                series: usage.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
              {
                key: 'in',
                title: t('analytics.wallet.inPerArea'),
                kind: 'stacked',
                format: 'money',
                half: true,
                labels: addition.xAxisLabels,
                series: addition.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={
        shown && {
          title: t('analytics.perArea', { label: t(VIEW_KEYS[view]) }),
          series: shown,
          format: 'money',
        }
      }
    >
      {data && (
        <Card size="small" title={t('analytics.wallet.byType')}>
          <Table<TypeRow>
            size="small"
            rowKey="type"
            pagination={false}
            dataSource={data.byType}
            data-testid="wallet-by-type"
            columns={[
              {
                title: t('analytics.wallet.type'),
                dataIndex: 'label',
                // A type the catalogue lacks (one added on the server later) shows the server's label.
                render: (label: string, row) =>
                  t(`analytics.wallet.entryType.${row.type}`, { defaultValue: label }),
              },
              {
                title: t('analytics.wallet.moneyIn'),
                dataIndex: 'added',
                align: 'right',
                render: (value: number) => fmtMoney(value),
              },
              {
                title: t('analytics.wallet.entriesIn'),
                dataIndex: 'addedCount',
                align: 'right',
                render: (value: number) => formatCount(value),
              },
              {
                title: t('analytics.wallet.moneyOut'),
                dataIndex: 'used',
                align: 'right',
                render: (value: number) => fmtMoney(value),
              },
              {
                title: t('analytics.wallet.entriesOut'),
                dataIndex: 'usedCount',
                align: 'right',
                render: (value: number) => formatCount(value),
              },
            ]}
          />
        </Card>
      )}
    </AnalyticsPage>
  );
}
