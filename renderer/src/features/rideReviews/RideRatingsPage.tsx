import { useNavigate } from 'react-router';
import { Typography } from 'antd';
import { RIDE_RATINGS_EXPORT } from '@ops/shared/exports/rideReviewsExportFields';
import { RIDE_RATINGS_LIST, type RideRatingsSortField } from '@ops/shared/lists/rideReviews';
import { ridePath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { RideRatingsFilterPanel } from './ReviewFilterPanels';
import { ratingStars, reviewColumns } from './reviewColumns';
import { useGetRidesRatingsQuery, type ReviewRide } from './rideReviewsApi';

const shared = reviewColumns<RideRatingsSortField>({ date: 'start_time' });
const COLUMNS: ListColumn<ReviewRide, RideRatingsSortField>[] = [
  {
    key: 'rating',
    title: 'Rating',
    width: 150,
    sortField: 'rating',
    render: (_v, ride) => <span data-testid="ride-rating">{ratingStars(ride.rating)}</span>,
  },
  {
    key: 'comment',
    title: 'Comment',
    width: 300,
    render: (_v, ride) =>
      ride.feedbackComment?.trim() ? (
        <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>
          {ride.feedbackComment}
        </Typography.Paragraph>
      ) : (
        '-'
      ),
  },
  shared.user,
  shared.phone,
  shared.scooter,
  shared.area,
  shared.date,
  shared.duration,
  shared.price,
];

/**
 * /app/ride/ratings (rides.VIEW_RIDES_RATINGS): what riders said after their rides, newest first; filter by stars, comment, area, date.
 * Export and Export selected with rides.EXPORT.
 */
export default function RideRatingsPage() {
  const list = useListState(RIDE_RATINGS_LIST);
  const navigate = useNavigate();
  const result = useGetRidesRatingsQuery(list.request);
  const exporter = useExport(RIDE_RATINGS_EXPORT);
  return (
    <ListPage
      title="Ride Ratings"
      list={list}
      columns={COLUMNS}
      rows={result.data?.rides}
      total={result.data?.totalRides ?? 0}
      rowKey={(ride) => ride._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      scrollX={1400}
      filters={<RideRatingsFilterPanel list={list} />}
      onOpenRow={(ride) => void navigate(ridePath(ride._id))}
      rowHref={(ride) => ridePath(ride._id)}
      onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.totalRides) : undefined}
      onExportSelected={
        exporter.allowed ? (rides) => exporter.openSelected(rides.map((ride) => ride._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      empty={{ title: 'No rated rides yet', filteredTitle: 'No rated rides match these filters' }}
      testId="ride-ratings"
    />
  );
}
