import { useState } from 'react';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { PROMOCODES_EXPORT } from '@ops/shared/exports/promocodesExportFields';
import { PROMOCODES_LIST, type PromocodesSortField } from '@ops/shared/lists/promocodes';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  PROMOCODE_EXPIRY_LABELS,
  PROMOCODE_TYPE_LABELS,
  type PromocodeExpiry,
  type PromocodeKind,
} from '@ops/shared/rules/promocode';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { PromocodeDialog, type PromocodeSaveInput } from './PromocodeDialog';
import { PromocodesFilterPanel } from './PromocodesFilterPanel';
import {
  useCreatePromocodeMutation,
  useEditPromocodeMutation,
  useGetPromocodesQuery,
  type PromocodeRow,
} from './promocodesApi';
import { fmtDate, fmtMoney } from '../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);
const date = (iso: string | null | undefined) => fmtDate(iso);
// 02 §9: MM/dd/yyyy outside the wallet lists; a code starts and ends on days.
const day = (iso: string | null | undefined) => (iso ? dayjs(iso).format('MM/DD/YYYY') : '-');

const valueText = (code: PromocodeRow) =>
  code.type === 'percentage'
    ? `${code.value}%`
    : code.type === 'specificValue'
      ? fmtMoney(code.value)
      : `${code.value} trip${code.value === 1 ? '' : 's'}`;

const EXPIRY_COLOR: Record<PromocodeExpiry, string> = {
  active: 'green',
  noExpiry: 'blue',
  expired: 'default',
};

function columns(
  onEdit: ((code: PromocodeRow) => void) | null,
): ListColumn<PromocodeRow, PromocodesSortField>[] {
  return [
    { key: 'code', title: 'Code', sortField: 'code', render: (_v, code) => <strong>{code.code}</strong> },
    {
      key: 'type',
      title: 'Type',
      render: (_v, code) => PROMOCODE_TYPE_LABELS[code.type as PromocodeKind] ?? code.type,
    },
    { key: 'value', title: 'Value', align: 'right', render: (_v, code) => valueText(code) },
    {
      key: 'used',
      title: 'Used',
      sortField: 'usedCount',
      align: 'right',
      render: (_v, code) => (code.maxUses ? `${code.usedCount} / ${code.maxUses}` : code.usedCount),
    },
    { key: 'startDate', title: 'Start date', render: (_v, code) => day(code.startDate) },
    {
      key: 'expirationDate',
      title: 'Expiration date',
      sortField: 'expirationDate',
      render: (_v, code) => day(code.expirationDate),
    },
    {
      key: 'expiry',
      title: 'Expiry',
      render: (_v, code) => (
        <Tag color={EXPIRY_COLOR[code.expiry as PromocodeExpiry]}>
          {PROMOCODE_EXPIRY_LABELS[code.expiry as PromocodeExpiry] ?? code.expiry}
        </Tag>
      ),
    },
    { key: 'active', title: 'Active', render: (_v, code) => (code.active ? 'Yes' : 'No') },
    {
      key: 'description',
      title: 'Description',
      hiddenByDefault: true,
      render: (_v, code) => code.description ?? '-',
    },
    {
      key: 'createdAt',
      title: 'Created',
      sortField: 'createdAt',
      render: (_v, code) => date(code.createdAt),
    },
    ...(onEdit
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_v: unknown, code: PromocodeRow) => (
              <Button size="small" onClick={() => onEdit(code)} data-testid={`promocode-edit-${code.code}`}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/**
 * /app/promocodes (promocodes.VIEW_PAGE): every promocode on the list kit, filtered by type
 * and expiry (02 §9), searched by code, with their use counts; create and edit with
 * promocodes.EDIT; export with promocodes.EXPORT, without the 95-day limit (02 §5).
 */
export default function PromocodesPage() {
  const list = useListState(PROMOCODES_LIST);
  const { data, isLoading, isFetching, error, refetch } = useGetPromocodesQuery({
    ...list.request,
    searchTerm: list.search || undefined,
  });
  const canEdit = useCan(gate('promocodes.EDIT'));
  const exporter = useExport(PROMOCODES_EXPORT);
  const [create, creating] = useCreatePromocodeMutation();
  const [edit, editing] = useEditPromocodeMutation();
  // undefined: closed; null: a new code; a code: editing it.
  const [dialog, setDialog] = useState<PromocodeRow | null | undefined>(undefined);

  // Failures are the notice listener's (the server's words on 500); the dialog stays open.
  const save = async (input: PromocodeSaveInput) => {
    const saved = await (dialog ? edit({ _id: dialog._id, ...input }) : create(input))
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    notice.success(dialog ? 'Promocode saved' : 'Promocode created');
    setDialog(undefined);
  };

  return (
    <>
      <ListPage
        title="Promocodes"
        list={list}
        columns={columns(canEdit ? setDialog : null)}
        rows={data?.promocodes}
        total={data?.totalCount ?? 0}
        rowKey={(code) => code._id}
        loading={isLoading}
        fetching={isFetching}
        error={error}
        onRetry={() => void refetch()}
        search={{ placeholder: 'NILE50' }}
        filters={<PromocodesFilterPanel list={list} />}
        onExport={exporter.allowed ? () => exporter.open(list.filters, data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((code) => code._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        headerButtons={
          canEdit && (
            <Button type="primary" onClick={() => setDialog(null)} data-testid="promocode-new">
              New promocode
            </Button>
          )
        }
        empty={{ title: 'No promocodes yet', filteredTitle: 'No promocodes match these filters' }}
        testId="promocodes"
      />
      <PromocodeDialog
        open={dialog !== undefined}
        code={dialog ?? null}
        saving={creating.isLoading || editing.isLoading}
        onSave={(input) => void save(input)}
        onCancel={() => setDialog(undefined)}
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
