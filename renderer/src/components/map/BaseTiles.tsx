import { useEffect, useRef, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { MAP } from '@ops/shared/rules/constants';
import { useMapSettingsQuery } from './mapApi';
import { TILE_WAIT_MS, tileState, type TileState } from './tileHealth';
import { probeTiles, type TileProbe } from './tileProbe';

/** One probe per tile address and session: every map of the app shares its answer. */
const probes = new Map<string, Promise<TileProbe>>();
const probeOnce = (url: string): Promise<TileProbe> => {
  let probe = probes.get(url);
  if (!probe) {
    probe = probeTiles(url);
    probes.set(url, probe);
  }
  return probe;
};

/** What the map says about its street map: the state, and why the service was refused when it was. */
export interface TileHealth {
  state: TileState;
  refusal?: string;
}

/**
 * The street map from MAP_TILE_URL, and what the map says when it cannot be reached or
 * answers with an error picture (tileProbe.ts): the pins, fences and areas stay on a plain
 * background (offline office, build machines, a tile host refusing us).
 */
export function BaseTiles({ onState }: { onState: (health: TileHealth) => void }) {
  const { data } = useMapSettingsQuery();
  const counts = useRef({ loaded: 0, failed: 0 });
  const started = useRef(Date.now());
  const [state, setState] = useState<TileState>('loading');
  const [probe, setProbe] = useState<TileProbe | null>(null);
  const tileUrl = data?.tileUrl;

  useEffect(() => {
    if (!tileUrl) return;
    let live = true;
    void probeOnce(tileUrl).then((answer) => {
      if (live) setProbe(answer);
    });
    return () => {
      live = false;
    };
  }, [tileUrl]);
  const refused = probe?.verdict === 'refused' ? probe.reason : undefined;
  useEffect(
    () => onState(refused === undefined ? { state } : { state: 'unavailable', refusal: refused }),
    [state, refused, onState],
  );
  useEffect(() => {
    const timer = setTimeout(
      () => setState(tileState(counts.current, Date.now() - started.current)),
      TILE_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, []);

  // A refused service's pictures are not drawn: they would cover the map with its error message.
  if (!data || refused !== undefined) return null;
  const update = () => setState(tileState(counts.current, Date.now() - started.current));
  return (
    <TileLayer
      url={data.tileUrl}
      maxZoom={MAP.maxZoom}
      // The server's pages say no-referrer (helmet); tile hosts such as OpenStreetMap refuse
      // requests without one, so the tile requests alone send this page's origin.
      referrerPolicy="strict-origin-when-cross-origin"
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
