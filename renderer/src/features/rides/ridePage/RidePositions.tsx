import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpsMap, RidePins } from '../../../components/map';

/** An OpenStreetMap link at the point, for a look with the street names where tiles are reachable. */
export const mapLink = (lat: number, long: number): string =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${long}#map=18/${lat}/${long}`;

function Position({ lat, long, testId }: { lat: number | null; long: number | null; testId: string }) {
  const { t } = useTranslation();
  if (lat === null || long === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('ridePage.position.notRecorded')}
      </Typography.Text>
    );
  return (
    <span data-testid={testId}>
      {lat.toFixed(6)}, {long.toFixed(6)}{' '}
      <Typography.Link href={mapLink(lat, long)} target="_blank" rel="noreferrer" underline>
        {t('ridePage.position.openMap')}
      </Typography.Link>
    </span>
  );
}

const point = ([lat, lng]: [number | null, number | null]) => ({ lat, lng });
const centreOf = (...points: Array<[number | null, number | null]>) => {
  const found = points.find(([lat, lng]) => lat !== null && lng !== null && !(lat === 0 && lng === 0));
  return found ? { lat: found[0]!, lng: found[1]! } : null;
};

/**
 * Start, stop (the vehicle's position at the end) and the rider's own stop position (01 §3),
 * on a small map (ride pins: green at start, red at stop) and as coordinates.
 */
export function RidePositions({
  start,
  stop,
  userStop,
}: {
  start: [number | null, number | null];
  stop: [number | null, number | null];
  userStop: [number | null, number | null];
}) {
  const { t } = useTranslation();
  return (
    <>
      <OpsMap
        height={240}
        zoom={14}
        centre={centreOf(start, stop, userStop)}
        offered={['Rides', 'Areas']}
        initial={['Rides']}
        rides={<RidePins start={point(start)} stop={point(stop)} userStop={point(userStop)} />}
        testId="ride-map"
      />
      <Descriptions size="small" column={1} colon={false}>
        <Descriptions.Item label={t('ridePage.position.start')}>
          <Position lat={start[0]} long={start[1]} testId="ride-start-position" />
        </Descriptions.Item>
        <Descriptions.Item label={t('ridePage.position.stop')}>
          <Position lat={stop[0]} long={stop[1]} testId="ride-stop-position" />
        </Descriptions.Item>
        <Descriptions.Item label={t('ridePage.position.userStop')}>
          <Position lat={userStop[0]} long={userStop[1]} testId="ride-user-stop-position" />
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
