import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { fmtDate, fmtMinutes, fmtMoney } from '../../../lib/format';
import { Phone } from '../../../components/Phone';
import type { TaskRide } from '../resolveTasksApi';

const battery = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${value}%`);

/** The rider's own photo first: an added image replaces the end-of-ride one, as on the user page. */
function ImageLink({ ride }: { ride: TaskRide }) {
  const url = ride.additionalImageURL ?? ride.imageUrl;
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      View
    </a>
  ) : (
    '-'
  );
}

/** 02 §2 ride tables in the workspace: user rides (by 'user') or vehicle rides (by 'scooter'). */
export function rideTabColumns(by: 'user' | 'scooter'): ColumnsType<TaskRide> {
  const who: ColumnsType<TaskRide> =
    by === 'user'
      ? [{ title: 'Scooter', key: 'scooter', render: (_v, r) => (r.scooter ? <Link to={`/app/vehicle/${r.scooter.code}`}>{r.scooter.code}</Link> : '-') }]
      : [
          { title: 'Name', key: 'name', render: (_v, r) => (r.user ? <Link to={`/app/user/${r.user._id}`}>{r.user.name}</Link> : '-') },
          { title: 'Phone', key: 'phone', render: (_v, r) => <Phone number={r.user?.phoneNumber} /> },
        ];
  return [
    ...who,
    { title: 'Area', key: 'area', render: (_v, r) => r.area?.name ?? '-' },
    { title: 'Status', key: 'status', render: (_v, r) => <Tag color={r.status === 'ongoing' ? 'green' : undefined}>{r.status === 'ongoing' ? 'Ongoing' : 'Done'}</Tag> },
    { title: 'Duration', key: 'time', render: (_v, r) => fmtMinutes(r.time) },
    { title: 'Price', key: 'price', align: 'right', render: (_v, r) => fmtMoney(r.price) },
    { title: 'Date', key: 'date', render: (_v, r) => fmtDate(r.start_time) },
    { title: 'Image', key: 'image', render: (_v, r) => <ImageLink ride={r} /> },
    ...(by === 'user' ? [{ title: 'Promocode', key: 'promocode', render: (_v: unknown, r: TaskRide) => r.promocodeApplied?.code ?? '-' }] : []),
    { title: 'Start/End Battery', key: 'battery', render: (_v, r) => `${battery(r.startVehicleBattery)} / ${battery(r.endVehicleBattery)}` },
    { title: 'Ended by', key: 'endedBy', render: (_v, r) => r.endedBy ?? '-' },
    ...(by === 'scooter'
      ? [
          { title: 'Rating', key: 'rating', render: (_v: unknown, r: TaskRide) => (r.rating === null || r.rating === undefined ? '-' : `${r.rating}/5`) },
          { title: 'Comment', key: 'comment', render: (_v: unknown, r: TaskRide) => r.feedbackComment ?? '-' },
        ]
      : []),
    { title: 'Actions', key: 'actions', render: (_v, r) => <Link to={`/app/rides/${r._id}`}>Open</Link> },
  ];
}
