export { OpsMap, TILES_UNAVAILABLE_TEXT, type OpsMapProps } from './OpsMap';
export { RidePins } from './RidePins';
export { dotIcon } from './icons';
export { PIN_COLOURS } from './pinColours';
export { VehiclePin } from './VehiclePin';
export { HeatLayer } from './HeatLayer';
export type { HeatData, HeatPointCell } from './heatCanvas';
export { HEAT_STOPS, legendMiddle } from './heatPalette';
