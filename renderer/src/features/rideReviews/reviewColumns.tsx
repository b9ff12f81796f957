import { Link } from 'react-router';
import { Rate, Tag } from 'antd';
import { ridePath, vehiclePath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import { Phone } from '../../components/Phone';
import { fmtDate, fmtDuration, fmtEgp } from '../users/userPage/format';
import type { ReviewRide } from './rideReviewsApi';
import { UserCell } from '../../components/list/UserCell';

const stop = (event: React.MouseEvent) => event.stopPropagation();

/** Columns the ride review lists share (Ratings, Untapped): who, what, where, when. */
export function reviewColumns<S extends string>(
  sort: { date?: S; duration?: S } = {},
): Record<
  'user' | 'phone' | 'scooter' | 'area' | 'date' | 'duration' | 'price' | 'endedBy' | 'ride',
  ListColumn<ReviewRide, S>
> {
  return {
    user: {
      key: 'user',
      title: 'User',
      width: 180,
      render: (_v, ride) => <UserCell user={ride.user} />,
    },
    phone: {
      key: 'phone',
      title: 'Phone',
      width: 140,
      render: (_v, ride) => <Phone number={ride.user?.phoneNumber} />,
    },
    scooter: {
      key: 'scooter',
      title: 'Scooter',
      width: 110,
      render: (_v, ride) =>
        ride.scooter ? (
          <Link to={vehiclePath(ride.scooter.code)} onClick={stop}>
            {ride.scooter.code}
          </Link>
        ) : (
          '-'
        ),
    },
    area: { key: 'area', title: 'Area', width: 120, render: (_v, ride) => ride.area?.name ?? '-' },
    date: {
      key: 'date',
      title: 'Date',
      width: 160,
      sortField: sort.date,
      render: (_v, ride) => fmtDate(ride.start_time),
    },
    duration: {
      key: 'duration',
      title: 'Duration',
      width: 100,
      sortField: sort.duration,
      render: (_v, ride) => fmtDuration(ride.time),
    },
    price: {
      key: 'price',
      title: 'Price',
      width: 100,
      align: 'right',
      render: (_v, ride) => fmtEgp(ride.price),
    },
    endedBy: {
      key: 'endedBy',
      title: 'Ended by',
      width: 110,
      render: (_v, ride) => (ride.endedBy ? <Tag>{ride.endedBy}</Tag> : '-'),
    },
    ride: {
      key: 'ride',
      title: 'Ride',
      width: 90,
      render: (_v, ride) => (
        <Link to={ridePath(ride._id)} onClick={stop}>
          Open
        </Link>
      ),
    },
  };
}

export const ratingStars = (rating: number | null | undefined) =>
  rating === null || rating === undefined ? '-' : <Rate disabled value={rating} style={{ fontSize: 14 }} />;
