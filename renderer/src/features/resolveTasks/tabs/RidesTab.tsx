import { useState } from 'react';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTaskRidesQuery, type TaskRide } from '../resolveTasksApi';
import { fmtDate, fmtMinutes, fmtMoney } from '../../../lib/format';
import { Phone } from '../../../components/Phone';

/**
 * 02 §2 ride tables: user rides (Scooter, Area, ...) or vehicle rides (Name, Phone, ...).
 */
export function RidesTab({ by, id }: { by: 'user' | 'scooter'; id: string | null }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useTaskRidesQuery({ [by]: id ?? '', pageNumber: page }, { skip: !id });
  const who = by === 'user'
    ? [{ title: 'Scooter', key: 'scooter', render: (_v: unknown, r: TaskRide) => (r.scooter ? <Link to={`/app/vehicle/${r.scooter.code}`}>{r.scooter.code}</Link> : '-') }]
    : [
        { title: 'Name', key: 'name', render: (_v: unknown, r: TaskRide) => (r.user ? <Link to={`/app/user/${r.user._id}`}>{r.user.name}</Link> : '-') },
        { title: 'Phone', key: 'phone', render: (_v: unknown, r: TaskRide) => <Phone number={r.user?.phoneNumber} /> },
      ];
  return (
    <Table<TaskRide>
      size="small"
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      loading={isFetching}
      dataSource={id ? (data?.rides ?? []) : []}
      locale={{ emptyText: by === 'user' ? 'No User Rides Found!' : 'No Vehicle Rides Found!' }}
      pagination={{ current: page, pageSize: 10, total: data?.totalRides ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        ...who,
        { title: 'Area', key: 'area', render: (_v, r) => r.area?.name ?? '-' },
        { title: 'Status', key: 'status', render: (_v, r) => <Tag color={r.status === 'ongoing' ? 'green' : undefined}>{r.status}</Tag> },
        { title: 'Duration', key: 'time', render: (_v, r) => fmtMinutes(r.time) },
        { title: 'Price', key: 'price', render: (_v, r) => fmtMoney(r.price) },
        { title: 'Date', key: 'date', render: (_v, r) => fmtDate(r.start_time) },
        { title: 'Start/End Battery', key: 'battery', render: (_v, r) => `${r.startVehicleBattery ?? '-'} / ${r.endVehicleBattery ?? '-'}` },
        { title: 'Ended by', key: 'endedBy', render: (_v, r) => r.endedBy ?? '-' },
        ...(by === 'scooter' ? [{ title: 'Rating', key: 'rating', render: (_v: unknown, r: TaskRide) => r.rating ?? '-' }] : []),
        { title: 'Actions', key: 'actions', render: (_v, r) => <Link to={`/app/rides/${r._id}`}>Open</Link> },
      ]}
    />
  );
}
