/**
 * The fleet is e-scooters and e-bikes (issue 9 item 5; 02 §2 lists a Scooters and a Bikes
 * page). Neither the type (Super C/S) nor the manufacturer tells them apart, so the kind is
 * its own column; vehicles from before it are scooters.
 */
export const VEHICLE_KINDS = ['scooter', 'bike'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

export const DEFAULT_VEHICLE_KIND: VehicleKind = 'scooter';

/** One vehicle's kind in words (the export's Kind column). */
export const VEHICLE_KIND_LABELS: Readonly<Record<VehicleKind, string>> = {
  scooter: 'Scooter',
  bike: 'Bike',
};

/** The list page of each kind, titled as 02 §2 names it (also the export's file and sheet name). */
export const VEHICLE_KIND_TITLES: Readonly<Record<VehicleKind, string>> = {
  scooter: 'Scooters',
  bike: 'Bikes',
};

/**
 * The lost/stolen view's title: the top bar's badge counts stolen scooters and bikes alike and
 * opens the vehicle list narrowed to them (03 §2.2), so that view holds both kinds.
 */
export const STOLEN_VIEW_TITLE = 'Lost and stolen vehicles';
