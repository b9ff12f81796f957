import { useMemo } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTO_SETTLINGS_FIXED_FILTERS, BILLS_LIST } from '@ops/shared/lists/bills';
import { BILLS_EXPORT } from '@ops/shared/exports/billsExportFields';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useDrawerParam } from '../../components/list/useDrawerParam';
import { BillDrawer } from './BillDrawer';
import { billColumns } from './billColumns';
import { BillsFilterPanel } from './BillsFilterPanel';
import { useAutoSettlingsQuery, type AutoSettlingsPageData } from './billsApi';

function Totals({ totals }: { totals: AutoSettlingsPageData['totals'] | undefined }) {
  const items: Array<[string, number | undefined, number]> = [
    ['Auto-settlings', totals?.count, 0],
    ['Total (EGP)', totals?.totalCost, 2],
    ['Collected (EGP)', totals?.actualCost, 2],
    ['VAT (EGP)', totals?.vat, 2],
  ];
  return (
    <Row gutter={[16, 16]} data-testid="auto-settlings-totals">
      {items.map(([title, value, precision]) => (
        <Col key={title} xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={title}
              value={value ?? '-'}
              precision={value === undefined ? undefined : precision}
              loading={value === undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * /app/auto-settlings (bills.VIEW_AUTO_SETTLINGS): the bills list with isAutoSettle fixed
 * (the same definition, filters and columns as /app/bills), and the totals of what matches.
 */
export default function AutoSettlingsPage() {
  // Its own URL prefix and memory: the bills page's filters are not this page's.
  const list = useListState(BILLS_LIST, { prefix: 'auto' });
  const result = useAutoSettlingsQuery({ ...list.request, searchTerm: list.search || undefined });
  const { t } = useTranslation();
  const columns = useMemo(() => billColumns(t), [t]);
  const exporter = useExport(BILLS_EXPORT);
  const drawer = useDrawerParam('bill');
  return (
    <>
      <ListPage
        title="Auto Settlings"
        list={list}
        columns={columns}
        rows={result.data?.bills}
        total={result.data?.totalBills ?? 0}
        rowKey={(bill) => bill._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        search={{ placeholder: 'Serial number or transaction id' }}
        filters={<BillsFilterPanel list={list} testId="auto-settlings-filters" />}
        above={<Totals totals={result.data?.totals} />}
        onOpenRow={(bill) => drawer.open(bill._id)}
        rowHref={(bill) => drawer.hrefFor(bill._id)}
        rowLinkColumn="serialNumber"
        empty={{ title: 'No auto-settlings yet', filteredTitle: 'No auto-settlings match these filters' }}
        testId="auto-settlings"
        onExport={
          exporter.allowed && !list.search
            ? () =>
                exporter.open({ ...list.filters, ...AUTO_SETTLINGS_FIXED_FILTERS }, result.data?.totalBills)
            : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      />
      <ExportControls exporter={exporter} />
      <BillDrawer billId={drawer.openId} onClose={drawer.close} />
    </>
  );
}
