export { OpsMap, TILES_UNAVAILABLE_TEXT, type OpsMapProps } from './OpsMap';
export { RidePins } from './RidePins';
export { dotIcon } from './icons';
export { PIN_COLOURS } from './pinColours';
export { VehiclePin } from './VehiclePin';
