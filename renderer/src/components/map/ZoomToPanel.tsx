import { useMemo, useState } from 'react';
import { Select, Space } from 'antd';
import L from 'leaflet';
import { useTranslation } from 'react-i18next';
import { MAP } from '@ops/shared/rules/constants';
import { neighbourhoodsOf } from '@ops/shared/rules/distributions';
import { areaOutline, outlineBounds } from './areaOutline';
import { useMapDistributionPointsQuery, useMapVehiclesQuery, type MapAreaData } from './mapApi';

/**
 * The zoom-to-distribution panel (03 §2.5): a vehicle by code, an area, a neighbourhood
 * (derived from the area's distribution points) and a point; each choice flies the map there.
 */
export function ZoomToPanel({
  map,
  areas,
  withVehicles,
}: {
  map: L.Map | null;
  areas: readonly MapAreaData[];
  withVehicles: boolean;
}) {
  const { t } = useTranslation();
  const { data: vehicles } = useMapVehiclesQuery(undefined, { skip: !withVehicles });
  const { data: points } = useMapDistributionPointsQuery();
  const [areaId, setAreaId] = useState<string | null>(null);
  const [neighbourhood, setNeighbourhood] = useState<string | null>(null);
  const area = areas.find((a) => a._id === areaId) ?? null;
  const neighbourhoods = useMemo(
    () => (area ? neighbourhoodsOf(points ?? [], area.name) : []),
    [area, points],
  );
  const areaPoints = useMemo(
    () =>
      (points ?? []).filter(
        (p) => p.areaName === area?.name && (!neighbourhood || p.neighborhood === neighbourhood),
      ),
    [points, area, neighbourhood],
  );

  const flyTo = (lat: number, lng: number) => map?.flyTo([lat, lng], MAP.flyToZoom);
  const fit = (latLngs: Array<[number, number]>) => {
    if (!map || latLngs.length === 0) return;
    if (latLngs.length === 1) flyTo(latLngs[0]![0], latLngs[0]![1]);
    else map.flyToBounds(L.latLngBounds(latLngs), { maxZoom: MAP.flyToZoom, padding: [24, 24] });
  };

  return (
    <Space wrap data-testid="zoom-to-panel">
      {withVehicles && (
        <Select
          showSearch
          allowClear
          placeholder={t('map.vehicle')}
          aria-label={t('map.zoomToVehicle')}
          style={{ width: 140 }}
          options={(vehicles ?? []).map((v) => ({ value: v.code, label: v.code }))}
          onChange={(code: string | undefined) => {
            const vehicle = vehicles?.find((v) => v.code === code);
            if (vehicle) flyTo(vehicle.lat, vehicle.long);
          }}
          data-testid="zoom-vehicle"
        />
      )}
      <Select
        allowClear
        placeholder={t('map.area')}
        aria-label={t('map.zoomToArea')}
        style={{ width: 160 }}
        value={areaId}
        options={areas.map((a) => ({ value: a._id, label: a.name }))}
        onChange={(id: string | undefined) => {
          setAreaId(id ?? null);
          setNeighbourhood(null);
          const chosen = areas.find((a) => a._id === id);
          const bounds = chosen ? outlineBounds(areaOutline(chosen)) : null;
          // The whole area in view: an area is a district, so no cap at the street zoom of a point.
          if (bounds) map?.flyToBounds(L.latLngBounds(bounds), { padding: [24, 24] });
        }}
        data-testid="zoom-area"
      />
      <Select
        allowClear
        placeholder={t('map.neighbourhood')}
        aria-label={t('map.zoomToNeighbourhood')}
        style={{ width: 180 }}
        disabled={!area}
        value={neighbourhood}
        options={neighbourhoods.map((n) => ({ value: n, label: n }))}
        onChange={(n: string | undefined) => {
          setNeighbourhood(n ?? null);
          if (n && area)
            fit(
              (points ?? [])
                .filter((p) => p.areaName === area.name && p.neighborhood === n)
                .map((p) => [p.lat, p.lng]),
            );
        }}
      />
      <Select
        allowClear
        placeholder={t('map.point')}
        aria-label={t('map.zoomToPoint')}
        style={{ width: 180 }}
        disabled={!area}
        options={areaPoints.map((p, i) => ({ value: String(i), label: p.pointName }))}
        onChange={(i: string | undefined) => {
          const point = i === undefined ? undefined : areaPoints[Number(i)];
          if (point) flyTo(point.lat, point.lng);
        }}
      />
    </Space>
  );
}
