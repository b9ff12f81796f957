import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from 'antd';
import { useTaskRidesQuery } from '../resolveTasksApi';
import type { TaskRide } from '../workspaceTypes';
import { rideTabColumns } from './rideTabColumns';

/**
 * 02 §2 ride tables: user rides (Scooter, Area, ...) or vehicle rides (Name, Phone, ...).
 */
export function RidesTab({ by, id }: { by: 'user' | 'scooter'; id: string | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useTaskRidesQuery({ [by]: id ?? '', pageNumber: page }, { skip: !id });
  return (
    <Table<TaskRide>
      size="small"
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      loading={isFetching}
      dataSource={id ? (data?.rides ?? []) : []}
      locale={{ emptyText: by === 'user' ? t('workspace.rides.emptyUser') : t('workspace.rides.empty') }}
      pagination={{
        current: page,
        pageSize: 10,
        total: data?.totalRides ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={rideTabColumns(by, t)}
    />
  );
}
