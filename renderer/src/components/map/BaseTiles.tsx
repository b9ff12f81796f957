import { useEffect, useRef, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { MAP } from '@ops/shared/rules/constants';
import { useMapSettingsQuery } from './mapApi';
import { TILE_WAIT_MS, tileState, type TileState } from './tileHealth';

/**
 * The street map from MAP_TILE_URL, and what the map says when it cannot be reached: the
 * pins, fences and areas stay on a plain background (offline office, build machines).
 */
export function BaseTiles({ onState }: { onState: (state: TileState) => void }) {
  const { data } = useMapSettingsQuery();
  const counts = useRef({ loaded: 0, failed: 0 });
  const started = useRef(Date.now());
  const [state, setState] = useState<TileState>('loading');

  useEffect(() => onState(state), [state, onState]);
  useEffect(() => {
    const timer = setTimeout(() => setState(tileState(counts.current, Date.now() - started.current)), TILE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!data) return null;
  const update = () => setState(tileState(counts.current, Date.now() - started.current));
  return (
    <TileLayer
      url={data.tileUrl}
      maxZoom={MAP.maxZoom}
      attribution="&copy; OpenStreetMap contributors"
      eventHandlers={{
        tileload: () => {
          counts.current.loaded += 1;
          update();
        },
        tileerror: () => {
          counts.current.failed += 1;
          update();
        },
      }}
    />
  );
}
