import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLS_LIST } from '@ops/shared/lists/bills';
import { BILLS_EXPORT } from '@ops/shared/exports/billsExportFields';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { useDrawerParam } from '../../components/list/useDrawerParam';
import { BillDrawer } from './BillDrawer';
import { billColumns } from './billColumns';
import { BillsFilterPanel } from './BillsFilterPanel';
import { useBillsQuery } from './billsApi';
import { ManualBillDialog } from './ManualBillDialog';

/**
 * /app/bills: every bill on the list kit (02 §3 Bill fields as columns), the issue-8 filters
 * kept in the URL, search by serial number or transaction id, export with the Bills field
 * list, a drawer per bill (payment transactions, wallet logs, Refund), and manual bills.
 */
export default function BillsPage() {
  const { t } = useTranslation();
  const list = useListState(BILLS_LIST);
  const result = useBillsQuery({ ...list.request, searchTerm: list.search || undefined });
  const columns = useMemo(() => billColumns(t), [t]);
  const exporter = useExport(BILLS_EXPORT);
  const mayWriteManual = useCan(gate('bills.MANUAL_BILLS'));
  // The open bill is in the address (?bill=<id>): its row is a link, Back closes it.
  const drawer = useDrawerParam('bill');
  const [manual, setManual] = useState(false);
  const searching = list.search !== '';
  return (
    <>
      <ListPage
        title={t('bills.title')}
        list={list}
        columns={columns}
        rows={result.data?.bills}
        total={result.data?.totalBills ?? 0}
        rowKey={(bill) => bill._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        search={{ placeholder: t('bills.searchPlaceholder') }}
        filters={<BillsFilterPanel list={list} />}
        headerButtons={
          mayWriteManual ? (
            <Button onClick={() => setManual(true)}>{t('bills.manualBill')}</Button>
          ) : undefined
        }
        onOpenRow={(bill) => drawer.open(bill._id)}
        rowHref={(bill) => drawer.hrefFor(bill._id)}
        rowLinkColumn="serialNumber"
        empty={{ title: t('bills.empty'), filteredTitle: t('bills.emptyFiltered') }}
        testId="bills"
        // The export follows the filters; a search is not one of them, so only a selection exports then.
        onExport={
          exporter.allowed && !searching
            ? () => exporter.open(list.filters, result.data?.totalBills)
            : undefined
        }
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((bill) => bill._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? undefined : exporter.status}
      />
      <ExportControls exporter={exporter} />
      <BillDrawer billId={drawer.openId} onClose={drawer.close} />
      <ManualBillDialog open={manual} onClose={() => setManual(false)} />
    </>
  );
}
