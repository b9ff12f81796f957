import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { fmtDate, fmtMinutes, fmtMoney, formatPercent } from '../../../lib/format';
import { Phone } from '../../../components/Phone';
import type { TaskRide } from '../workspaceTypes';

const battery = (value: number | null | undefined) => formatPercent(value);

/** The rider's own photo first: an added image replaces the end-of-ride one, as on the user page. */
function ImageLink({ ride, text }: { ride: TaskRide; text: string }) {
  const url = ride.additionalImageURL ?? ride.imageUrl;
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {text}
    </a>
  ) : (
    '-'
  );
}

/** 02 §2 ride tables in the workspace: user rides (by 'user') or vehicle rides (by 'scooter'). */
export function rideTabColumns(by: 'user' | 'scooter', t: TFunction): ColumnsType<TaskRide> {
  const w = (key: string) => t(`workspace.rides.${key}`);
  const who: ColumnsType<TaskRide> =
    by === 'user'
      ? [
          {
            title: w('scooter'),
            key: 'scooter',
            render: (_v, r) =>
              r.scooter ? <Link to={`/app/vehicle/${r.scooter.code}`}>{r.scooter.code}</Link> : '-',
          },
        ]
      : [
          {
            title: w('name'),
            key: 'name',
            render: (_v, r) =>
              r.user ? (
                <Link to={`/app/user/${r.user._id}`} dir="auto">
                  {r.user.name}
                </Link>
              ) : (
                '-'
              ),
          },
          { title: w('phone'), key: 'phone', render: (_v, r) => <Phone number={r.user?.phoneNumber} /> },
        ];
  return [
    ...who,
    { title: w('area'), key: 'area', render: (_v, r) => r.area?.name ?? '-' },
    {
      title: w('status'),
      key: 'status',
      render: (_v, r) => (
        <Tag color={r.status === 'ongoing' ? 'green' : undefined}>
          {r.status === 'ongoing' ? w('ongoing') : w('done')}
        </Tag>
      ),
    },
    { title: w('duration'), key: 'time', render: (_v, r) => fmtMinutes(r.time) },
    { title: w('price'), key: 'price', align: 'end', render: (_v, r) => fmtMoney(r.price) },
    { title: w('date'), key: 'date', render: (_v, r) => fmtDate(r.start_time) },
    { title: w('image'), key: 'image', render: (_v, r) => <ImageLink ride={r} text={w('view')} /> },
    ...(by === 'user'
      ? [
          {
            title: w('promocode'),
            key: 'promocode',
            render: (_v: unknown, r: TaskRide) => r.promocodeApplied?.code ?? '-',
          },
        ]
      : []),
    {
      title: w('battery'),
      key: 'battery',
      render: (_v, r) => `${battery(r.startVehicleBattery)} / ${battery(r.endVehicleBattery)}`,
    },
    { title: w('endedBy'), key: 'endedBy', render: (_v, r) => r.endedBy ?? '-' },
    ...(by === 'scooter'
      ? [
          {
            title: w('rating'),
            key: 'rating',
            render: (_v: unknown, r: TaskRide) =>
              r.rating === null || r.rating === undefined ? '-' : `${r.rating}/5`,
          },
          {
            title: w('comment'),
            key: 'comment',
            render: (_v: unknown, r: TaskRide) =>
              r.feedbackComment ? <span dir="auto">{r.feedbackComment}</span> : '-',
          },
        ]
      : []),
    {
      title: w('actions'),
      key: 'actions',
      render: (_v, r) => <Link to={`/app/rides/${r._id}`}>{w('open')}</Link>,
    },
  ];
}
