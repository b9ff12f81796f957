import { Marker, Tooltip } from 'react-leaflet';
import { countIcon } from './icons';
import { useMapDistributionPointsQuery } from './mapApi';
import { countText } from '@ops/shared/rules/plural';

/** The distribution overlay: each point with the count of vehicles to place there (03 §2.5). */
export function DistributionsLayer() {
  const { data } = useMapDistributionPointsQuery();
  return (
    <>
      {(data ?? [])
        // It needs numeric lat and lng (03 §2.5).
        .filter((point) => Number.isFinite(point.lat) && Number.isFinite(point.lng))
        .map((point, i) => (
          <Marker
            key={`${point.areaName}-${point.pointName}-${i}`}
            position={[point.lat, point.lng]}
            icon={countIcon(point.vehiclesToDistribute)}
          >
            <Tooltip>{`${point.pointName} (${point.neighborhood}): ${countText(point.vehiclesToDistribute, 'vehicle')}`}</Tooltip>
          </Marker>
        ))}
    </>
  );
}
