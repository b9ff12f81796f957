import { useState } from 'react';
import { Table } from 'antd';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { VEHICLE_LIFE_CYCLE_PAGE_SIZE } from '@ops/shared/rules/constants';
import { useTaskLifeCycleQuery } from '../resolveTasksApi';
import { fmtDate } from '../../../lib/format';

/** 02 §2 vehicle life-cycle for the task's vehicle, 12 a page. */
export function LifeCycleTab({ vehicleId }: { vehicleId: string | null }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useTaskLifeCycleQuery({ id: vehicleId ?? '', pageNumber: page }, { skip: !vehicleId });
  return (
    <Table
      size="small"
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      loading={isFetching}
      dataSource={vehicleId ? (data?.data ?? []) : []}
      locale={{ emptyText: 'No Life Cycle Found!' }}
      pagination={{ current: page, pageSize: VEHICLE_LIFE_CYCLE_PAGE_SIZE, total: data?.count ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: 'Event', key: 'case', render: (_v, r) => vehicleLifeCycleLabel(r.case) },
        { title: 'Date', key: 'date', render: (_v, r) => fmtDate(r.createdAt) },
        { title: 'User', key: 'user', render: (_v, r) => r.user?.name ?? '-' },
        { title: 'Battery', key: 'battery', render: (_v, r) => (r.battery ?? '-') },
      ]}
    />
  );
}
