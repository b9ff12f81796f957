import { Marker, Tooltip } from 'react-leaflet';
import { dotIcon } from './icons';
import { PIN_COLOURS } from './pinColours';

export interface RidePoint {
  lat: number | null;
  lng: number | null;
}

const known = (point: RidePoint | undefined): point is { lat: number; lng: number } =>
  !!point && point.lat !== null && point.lng !== null && !(point.lat === 0 && point.lng === 0);

/** Ride pins (03 §2.5): green at start, red at stop; where the rider ended it, grey. */
export function RidePins({
  start,
  stop,
  userStop,
}: {
  start?: RidePoint;
  stop?: RidePoint;
  userStop?: RidePoint;
}) {
  return (
    <>
      {known(start) && (
        <Marker position={[start.lat, start.lng]} icon={dotIcon(PIN_COLOURS.green, 'Start')}>
          <Tooltip permanent direction="top" offset={[0, -8]}>
            Start
          </Tooltip>
        </Marker>
      )}
      {known(stop) && (
        <Marker position={[stop.lat, stop.lng]} icon={dotIcon(PIN_COLOURS.red, 'Stop')}>
          <Tooltip permanent direction="top" offset={[0, -8]}>
            Stop
          </Tooltip>
        </Marker>
      )}
      {known(userStop) && (
        <Marker position={[userStop.lat, userStop.lng]} icon={dotIcon('#8c8c8c', 'User stop', 12)}>
          <Tooltip direction="bottom" offset={[0, 6]}>
            User stop
          </Tooltip>
        </Marker>
      )}
    </>
  );
}
