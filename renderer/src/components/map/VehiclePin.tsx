import { Marker, Tooltip } from 'react-leaflet';
import { dotIcon } from './icons';
import { PIN_COLOURS } from './pinColours';

/** One vehicle's pin, green or red in storage (03 §2.5); it moves when its position prop does. */
export function VehiclePin({
  code,
  lat,
  long,
  isInStorage = false,
}: {
  code: string;
  lat: number;
  long: number;
  isInStorage?: boolean | null;
}) {
  return (
    <Marker
      position={[lat, long]}
      icon={dotIcon(isInStorage ? PIN_COLOURS.red : PIN_COLOURS.green, code, 18)}
    >
      <Tooltip permanent direction="top" offset={[0, -10]}>
        {code}
      </Tooltip>
    </Marker>
  );
}
