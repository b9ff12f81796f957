import { useNavigate } from 'react-router';
import { Col, Row, Select, Space, Tag } from 'antd';
import { EXPRESS_PARTNERS_EXPORT } from '@ops/shared/exports/staffListsExportFields';
import {
  EXPRESS_PARTNERS_LIST,
  type ExpressPartnersFilters,
  type ExpressPartnersSortField,
} from '@ops/shared/lists/expressPartners';
import { expressPartnerPath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState, type ListState } from '../../components/list/useListState';
import { Phone } from '../../components/Phone';
import { fmtDate } from '../../lib/format';
import { useStartupAreasQuery } from '../shell/startupApi';
import { useGetExpressPartnersQuery, type ExpressPartner } from './expressApi';
import { ExpressFlags } from './ExpressFlags';

const KIND_OPTIONS = [
  { value: 'rider', label: 'Express riders' },
  { value: 'admin', label: 'Express admins' },
];

const COLUMNS: ListColumn<ExpressPartner, ExpressPartnersSortField>[] = [
  { key: 'name', title: 'Name', sortField: 'name', render: (_v, row) => row.name || row._id },
  { key: 'phone', title: 'Phone', render: (_v, row) => <Phone number={row.phoneNumber} /> },
  { key: 'flags', title: 'Partner', render: (_v, row) => <ExpressFlags partner={row} /> },
  { key: 'area', title: 'Area', render: (_v, row) => row.area?.name ?? '-' },
  {
    key: 'expressAreas',
    title: 'Express ride areas',
    render: (_v, row) =>
      row.expressAreas.length ? (
        <Space size={4} wrap>
          {row.expressAreas.map((a) => (
            <Tag key={a._id}>{a.name}</Tag>
          ))}
        </Space>
      ) : (
        '-'
      ),
  },
  {
    key: 'rides',
    title: 'Express rides',
    sortField: 'expressRidesCount',
    align: 'right',
    render: (_v, row) => row.expressRidesCount,
  },
  { key: 'last', title: 'Last express ride', render: (_v, row) => fmtDate(row.lastExpressRideAt) },
  {
    key: 'createdAt',
    title: 'Registered',
    sortField: 'createdAt',
    render: (_v, row) => fmtDate(row.createdAt),
  },
];

function ExpressFilterPanel({ list }: { list: ListState<ExpressPartnersFilters, ExpressPartnersSortField> }) {
  const { data: areas = [] } = useStartupAreasQuery();
  const set = (patch: Partial<ExpressPartnersFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} data-testid="express-filters">
      <Col xs={24} sm={12} md={8} lg={6}>
        <label className="ops-filter-label" htmlFor="express-filter-kind">
          Partner type
        </label>
        <Select
          id="express-filter-kind"
          style={{ width: '100%' }}
          allowClear
          placeholder="Riders and admins"
          value={list.filters.kind}
          onChange={(kind?: 'rider' | 'admin') => set({ kind })}
          options={KIND_OPTIONS}
        />
      </Col>
      <Col xs={24} sm={12} md={8} lg={6}>
        <label className="ops-filter-label" htmlFor="express-filter-area">
          Area
        </label>
        <Select
          id="express-filter-area"
          style={{ width: '100%' }}
          allowClear
          placeholder="All areas"
          value={list.filters.area}
          onChange={(area?: string) => set({ area })}
          options={areas.map((a) => ({ value: a._id, label: a.name }))}
        />
      </Col>
    </Row>
  );
}

/**
 * /app/express-partners (express layer): express riders and admins, their areas and express rides;
 * export and export selected with users.EXPORT (the express layer has no export flag).
 */
export default function ExpressPartnersPage() {
  const list = useListState(EXPRESS_PARTNERS_LIST);
  const navigate = useNavigate();
  // Someone made a partner elsewhere (their page) joins the list when it is opened again.
  const result = useGetExpressPartnersQuery(list.request, { refetchOnMountOrArgChange: true });
  const exporter = useExport(EXPRESS_PARTNERS_EXPORT);
  return (
    <ListPage
      title="Express Partners"
      list={list}
      columns={COLUMNS}
      rows={result.data?.partners}
      total={result.data?.totalCount ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      filters={<ExpressFilterPanel list={list} />}
      onOpenRow={(row) => navigate(expressPartnerPath(row._id))}
      rowHref={(row) => expressPartnerPath(row._id)}
      onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.totalCount) : undefined}
      onExportSelected={
        exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      empty={{
        title: 'No express partners yet',
        filteredTitle: 'No express partners match these filters',
        description: 'Open a user as an express partner to set them as an express rider or admin.',
      }}
      testId="express-partners"
    />
  );
}
