import { Circle, Marker, Tooltip, useMapEvents } from 'react-leaflet';
import { MAP } from '@ops/shared/rules/constants';
import type { DistributionPointInput } from '../../generated/graphql';
import { countIcon } from '../../components/map/icons';
import { PIN_COLOURS } from '../../components/map/pinColours';

/** Add-points mode on the map (03 §2.5): a click adds a point, drawn with its 200 m circle. */
export function AddPointsMap({
  points,
  onAdd,
}: {
  points: readonly DistributionPointInput[];
  onAdd: (lat: number, lng: number) => void;
}) {
  useMapEvents({
    click: (event) =>
      onAdd(Math.round(event.latlng.lat * 1e6) / 1e6, Math.round(event.latlng.lng * 1e6) / 1e6),
  });
  return (
    <>
      {points.map((point, i) => (
        <span key={i}>
          <Circle
            center={[point.lat, point.lng]}
            radius={MAP.addedPointRadiusM}
            pathOptions={{ color: PIN_COLOURS.distribution, weight: 1.5, fillOpacity: 0.12 }}
          />
          <Marker position={[point.lat, point.lng]} icon={countIcon(i + 1)}>
            <Tooltip>{point.pointName || `Point ${i + 1}`}</Tooltip>
          </Marker>
        </span>
      ))}
    </>
  );
}
