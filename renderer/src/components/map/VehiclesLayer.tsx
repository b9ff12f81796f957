import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { ScooterCoordinatesEvent } from '@ops/shared/realtime/vehicleEvents';
import { vehiclePath } from '../../app/paths';
import { onVehicleCode } from '../../features/shell/realtime';
import { useMapVehiclesQuery } from './mapApi';
import type { VehicleMove } from './mapVehicle';
import { VehicleClusterLayer } from './vehicleClusterLayer';

/** The map follows the live position of at most this many vehicles in view (one room each). */
const MAX_FOLLOWED = 1000;

const moveOf = ({ code, lat, long }: ScooterCoordinatesEvent): VehicleMove => ({ code, lat, long });

/**
 * The Scooters layer in React: loads the fleet once, and follows SCOOTER_COORDINATES of the
 * vehicles in view (joined and left as the view changes). Moves are batched per animation
 * frame into the imperative layer, which moves pins in place: no React render per event.
 */
export function VehiclesLayer() {
  const map = useMap();
  const navigate = useNavigate();
  const { data } = useMapVehiclesQuery();
  const layer = useRef<VehicleClusterLayer | null>(null);

  useEffect(() => {
    const created = new VehicleClusterLayer(map, {
      onDetails: (vehicle) => navigate(vehiclePath(vehicle.code)),
    });
    layer.current = created;
    return () => {
      created.destroy();
      layer.current = null;
    };
  }, [map, navigate]);

  useEffect(() => {
    if (data) layer.current?.setVehicles(data.map((vehicle) => ({ ...vehicle })));
  }, [data]);

  useEffect(() => {
    if (!data) return;
    const followed = new Map<string, () => void>();
    let pending: VehicleMove[] = [];
    let frame = 0;
    const flush = () => {
      frame = 0;
      const batch = pending;
      pending = [];
      layer.current?.moveVehicles(batch);
    };
    const onPosition = (payload: ScooterCoordinatesEvent) => {
      const move = moveOf(payload);
      if (!followed.has(move.code)) return;
      pending.push(move);
      if (!frame) frame = requestAnimationFrame(flush);
    };
    const follow = () => {
      const wanted = new Set(layer.current?.codesInView(MAX_FOLLOWED) ?? []);
      for (const [code, leave] of followed) {
        if (wanted.has(code)) continue;
        leave();
        followed.delete(code);
      }
      for (const code of wanted)
        if (!followed.has(code))
          followed.set(code, onVehicleCode(REALTIME_EVENTS.SCOOTER_COORDINATES, code, onPosition));
    };
    follow();
    map.on('moveend', follow);
    return () => {
      map.off('moveend', follow);
      if (frame) cancelAnimationFrame(frame);
      for (const leave of followed.values()) leave();
    };
  }, [data, map]);

  return null;
}
