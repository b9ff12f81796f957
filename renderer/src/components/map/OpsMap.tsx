import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Select } from 'antd';
import type L from 'leaflet';
import { MapContainer, ZoomControl, useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { MAP } from '@ops/shared/rules/constants';
import { mapCentre, type LatLngLiteral } from '@ops/shared/rules/mapCentre';
import { layersFor, opsFencesShown, type DisplayedData } from '@ops/shared/rules/mapLayers';
import { useAppSelector } from '../../app/hooks';
import { selectRole } from '../../features/auth/sessionSlice';
import { AreasLayer } from './AreasLayer';
import { BaseTiles, type TileHealth } from './BaseTiles';
import { DistributionsLayer } from './DistributionsLayer';
import { useMapAreasQuery } from './mapApi';
import { useMyLocation } from './MyLocation';
import { StaffLayer } from './StaffLayer';
import { useBrowserLocation } from './useBrowserLocation';
import { VehiclesLayer } from './VehiclesLayer';
import { ZoomToPanel } from './ZoomToPanel';
import { setData } from './clusterSummary';

export const TILES_UNAVAILABLE_TEXT =
  'Map tiles are unavailable. Pins, fences and areas are shown on a plain background.';
/** Said under it when the tile service answered with an error (tileProbe.ts): what IT should do about it. */
export const tilesRefusedText = (reason: string): string =>
  `The tile service ${reason}. IT: set MAP_TILE_URL on the server to your own tile server or a paid tile service; OpenStreetMap's public tiles are not for production use.`;

export interface OpsMapProps {
  /** Given coordinates: the first choice for the centre (03 §2.5). */
  centre?: LatLngLiteral | null;
  /** The area whose outer-fence centre is the second choice. */
  areaOuterFence?: number[][] | null;
  zoom?: number;
  /** 400 px by default (03 §9); '100%' on the map pages. */
  height?: number | string;
  /** The layers this map offers in 'Displayed Data' (those the role may see); none hides the select. */
  offered?: readonly DisplayedData[];
  /** Layers on at first (default: every offered one). */
  initial?: readonly DisplayedData[];
  zoomPanel?: boolean;
  myLocation?: boolean;
  /** The ride's pins, under 'Rides' in Displayed Data. */
  rides?: ReactNode;
  /** What the page draws on top: a live vehicle, the fence editor, added points. */
  children?: ReactNode;
  toolbarExtra?: ReactNode;
  onMap?: (map: L.Map) => void;
  testId?: string;
}

/** Leaflet measures its box once; dialogs and flex layouts change it after (a grey half-map otherwise). */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Moves to the browser's position when it arrives and nothing better was given. */
function FollowCentre({ centre }: { centre: LatLngLiteral }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], map.getZoom(), { animate: false });
  }, [map, centre.lat, centre.lng]);
  return null;
}

/**
 * The map component (03 §2.5, issue 10 item 1): centre by precedence, zoom 10 (max 18),
 * 'Displayed Data' layers, the zoom-to panel and 'My location', on tiles from MAP_TILE_URL
 * or, where they cannot be reached, on a plain background that says so.
 */
export function OpsMap({
  centre,
  areaOuterFence,
  zoom = MAP.defaultZoom,
  height = MAP.heightPx,
  offered = [],
  initial,
  zoomPanel = false,
  myLocation = false,
  rides,
  children,
  toolbarExtra,
  onMap,
  testId = 'ops-map',
}: OpsMapProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const role = useAppSelector(selectRole);
  const available = useMemo(() => layersFor(role, offered), [role, offered]);
  const [selected, setSelected] = useState<DisplayedData[]>(() =>
    initial ? available.filter((l) => initial.includes(l)) : available,
  );
  const [map, setMap] = useState<L.Map | null>(null);
  const [{ state: tiles, refusal }, setTiles] = useState<TileHealth>({ state: 'loading' });
  const onTiles = useCallback((health: TileHealth) => setTiles(health), []);
  const needsBrowser = !centre && !(areaOuterFence && areaOuterFence.length > 0);
  const browser = useBrowserLocation(needsBrowser);
  const chosen = mapCentre({
    given: centre,
    areaOuterFence: areaOuterFence as Array<[number, number]> | null,
    browser,
  });
  const showsAreas = selected.includes('Areas');
  const showsOps = available.includes('Ops Fences') && opsFencesShown(role, selected);
  const { data: areas } = useMapAreasQuery(undefined, {
    skip: !(available.includes('Areas') || available.includes('Ops Fences') || zoomPanel),
  });
  const my = useMyLocation(map);

  useEffect(() => {
    if (map) onMap?.(map);
  }, [map, onMap]);

  // The attribution goes to the other bottom corner in Arabic. Moved, not replaced: the tile
  // layers write their credits into the map's own attribution control only.
  useEffect(() => {
    map?.attributionControl?.setPosition(rtl ? 'bottomleft' : 'bottomright');
  }, [map, rtl]);

  // The zoom on the container, as the cluster layer puts its counts there: what a test (and a
  // curious reader of the page) can see of where the view went.
  useEffect(() => {
    if (!map) return;
    const mark = () => setData(map.getContainer(), 'zoom', String(map.getZoom()));
    mark();
    map.on('zoomend', mark);
    return () => {
      map.off('zoomend', mark);
    };
  }, [map]);

  const toolbar = available.length > 0 || zoomPanel || myLocation || toolbarExtra;
  return (
    <div
      data-testid={testId}
      data-tiles={refusal === undefined ? tiles : 'refused'}
      style={{ height: height === '100%' ? '100%' : undefined, display: 'flex', flexDirection: 'column' }}
    >
      {toolbar && (
        <div className="ops-map-toolbar">
          {available.length > 0 && (
            <Select
              mode="multiple"
              placeholder={t('map.displayedData')}
              aria-label={t('map.displayedData')}
              style={{ minWidth: 280 }}
              maxTagCount="responsive"
              value={selected}
              options={available.map((layer) => ({
                value: layer,
                label: t(`map.layer.${layer}`, { defaultValue: layer }),
              }))}
              onChange={(value: DisplayedData[]) => setSelected(value)}
              data-testid="displayed-data"
            />
          )}
          {zoomPanel && (
            <ZoomToPanel map={map} areas={areas ?? []} withVehicles={available.includes('Scooters')} />
          )}
          {myLocation && my.button}
          {toolbarExtra}
        </div>
      )}
      <div
        className="ops-map-wrap ops-map"
        style={{
          height: height === '100%' ? undefined : height,
          flex: height === '100%' ? 1 : undefined,
          minHeight: 240,
        }}
      >
        {tiles === 'unavailable' && (
          <div className="ops-map-notice">
            <Alert
              type={refusal === undefined ? 'info' : 'warning'}
              showIcon
              title={t('map.tilesUnavailable')}
              description={refusal === undefined ? undefined : tilesRefusedText(refusal)}
              data-testid="map-tiles-unavailable"
            />
          </div>
        )}
        <MapContainer
          center={[chosen.centre.lat, chosen.centre.lng]}
          zoom={zoom}
          maxZoom={MAP.maxZoom}
          style={{ height: '100%', width: '100%' }}
          ref={setMap}
          preferCanvas={false}
          zoomControl={false}
        >
          {/*
            Leaflet's zoom buttons mirrored in Arabic (issue 28: map controls follow the layout's
            direction), at the reading side's top corner. Keyed by language: Leaflet sets the
            buttons' titles when it makes them.
          */}
          <ZoomControl
            key={`zoom-${i18n.language}`}
            position={rtl ? 'topright' : 'topleft'}
            zoomInTitle={t('map.zoomIn')}
            zoomOutTitle={t('map.zoomOut')}
          />
          <BaseTiles onState={onTiles} />
          <FollowSize />
          {chosen.source === 'browser' && <FollowCentre centre={chosen.centre} />}
          {areas && (showsAreas || showsOps) && (
            <AreasLayer areas={areas} showAreas={showsAreas} showOpsFences={showsOps} />
          )}
          {selected.includes('Distributions') && <DistributionsLayer />}
          {selected.includes('Scooters') && <VehiclesLayer />}
          {selected.includes('User Ops Location') && <StaffLayer />}
          {selected.includes('Rides') && rides}
          {children}
          {my.marker}
        </MapContainer>
      </div>
    </div>
  );
}
