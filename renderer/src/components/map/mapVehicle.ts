/** A vehicle as the Scooters layer draws it, and a move of one (the layer, its popup and the page share them). */

export interface MapVehicle {
  _id: string;
  code: string;
  status: string;
  lat: number;
  long: number;
  battery?: number | null;
  realBatteryValue?: number | null;
  isInStorage: boolean;
}

export interface VehicleMove {
  code: string;
  lat: number;
  long: number;
}
