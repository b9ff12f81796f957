-- Fleet and finance: areas, vehicles, rides, money (wallet, bills, payments, prime),
-- ID verification, inventory, custody, targets, distributions, staff locations,
-- the rider columns of users, and the seed-run record.
-- Money is integer piasters (bigint); fences are jsonb arrays of [lat, lng] pairs.

CREATE TABLE areas (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  view_in_ops_app boolean NOT NULL DEFAULT true,
  pay_balance_only boolean NOT NULL DEFAULT false,
  force_id_verification boolean NOT NULL DEFAULT false,
  is_multi_level boolean NOT NULL DEFAULT false,
  is_geofencing_enabled boolean NOT NULL DEFAULT true,
  is_ops_fencing_enabled boolean NOT NULL DEFAULT true,
  is_ending_ride_restricted_in_outer_fence boolean NOT NULL DEFAULT false,
  is_express_area boolean NOT NULL DEFAULT false,
  -- One ring: [[lat, lng], ...]. geofence_coordinates is the legacy single fence the spec still lists.
  outer_fence jsonb NOT NULL DEFAULT '[]'::jsonb,
  geofence_coordinates jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Lists of rings: [[[lat, lng], ...], ...].
  restricted_fences jsonb NOT NULL DEFAULT '[]'::jsonb,
  ops_fences jsonb NOT NULL DEFAULT '[]'::jsonb,
  attendance_lat double precision,
  attendance_long double precision,
  -- [{ "minutes": 15, "costPiasters": 500 }, ...]
  reservation_plans jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE distributions (
  id text PRIMARY KEY,
  area_id text NOT NULL REFERENCES areas(id),
  date_created timestamptz NOT NULL DEFAULT now(),
  -- [{ "lat", "lng", "pointName", "neighborhood", "vehiclesToDistribute" }, ...]
  points jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX distributions_area_idx ON distributions (area_id, date_created DESC);

CREATE TABLE promocodes (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('percentage', 'specificValue', 'freeTrips')),
  -- percentage: 0..100; specificValue: piasters; freeTrips: number of trips.
  value integer NOT NULL,
  max_uses integer,
  used_count integer NOT NULL DEFAULT 0,
  start_date timestamptz,
  expiration_date timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vehicles (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'ready' CHECK (status IN ('on', 'ready', 'off')),
  iot_status text NOT NULL DEFAULT 'ready' CHECK (iot_status IN ('on', 'ready', 'off')),
  -- Raw battery reading; displayed battery is real_battery_value, else battery / 0.2 + 12.
  battery double precision NOT NULL DEFAULT 0,
  real_battery_value integer,
  phone_battery integer,
  lock_status text NOT NULL DEFAULT 'locked' CHECK (lock_status IN ('locked', 'unlocked', 'none')),
  lat double precision NOT NULL DEFAULT 0,
  long double precision NOT NULL DEFAULT 0,
  last_update timestamptz,
  area_id text REFERENCES areas(id),
  manufacturer text NOT NULL CHECK (manufacturer IN ('Xiaomi', 'Kuickwheel')),
  vehicle_type text NOT NULL CHECK (vehicle_type IN ('Super C', 'Super S')),
  disabled boolean NOT NULL DEFAULT false,
  is_in_storage boolean NOT NULL DEFAULT false,
  in_ride boolean NOT NULL DEFAULT false,
  is_muted boolean NOT NULL DEFAULT false,
  stolen_alert boolean NOT NULL DEFAULT false,
  stolen_alert_at timestamptz,
  is_out_of_fence boolean NOT NULL DEFAULT false,
  in_ops_fence boolean NOT NULL DEFAULT false,
  is_urgent boolean NOT NULL DEFAULT false,
  urgency_type text,
  last_move_beep timestamptz,
  -- Kuickwheel only (null for Xiaomi): true while the battery compartment is locked.
  bat_lock boolean,
  last_initiator_id text REFERENCES users(id),
  last_init_date timestamptz,
  last_initiator_lat double precision,
  last_initiator_lng double precision,
  speed_limit integer,
  speed_limit_until timestamptz,
  battery_serial text,
  battery_travel_range integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicles_area_idx ON vehicles (area_id);
CREATE INDEX vehicles_status_idx ON vehicles (status);
CREATE INDEX vehicles_stolen_idx ON vehicles (stolen_alert_at) WHERE stolen_alert;
CREATE INDEX vehicles_out_of_fence_idx ON vehicles (area_id) WHERE is_out_of_fence;

CREATE TABLE vehicle_life_cycle (
  id text PRIMARY KEY,
  vehicle_id text NOT NULL REFERENCES vehicles(id),
  code text NOT NULL,
  -- ACTIVATED, DEACTIVATED, BATTERY_UNLOCK, ... and the other history cases 01 §3 lists.
  "case" text NOT NULL,
  service text,
  user_id text REFERENCES users(id),
  battery_serial text,
  battery double precision,
  battery_per_at_bat_unlock integer,
  is_operating boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_life_cycle_vehicle_idx ON vehicle_life_cycle (vehicle_id, created_at DESC);
CREATE INDEX vehicle_life_cycle_created_idx ON vehicle_life_cycle (created_at DESC);

-- Prime plans come before users' rider columns, which point at the current subscription.
CREATE TABLE prime_plans (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  price_piasters bigint NOT NULL,
  price_before_piasters bigint,
  period_value integer NOT NULL,
  period_unit text NOT NULL CHECK (period_unit IN ('DAYS', 'MONTH')),
  -- -1 means unlimited.
  unlocks integer NOT NULL DEFAULT -1,
  reservations integer NOT NULL DEFAULT -1,
  available boolean NOT NULL DEFAULT true,
  free_trial_unit text CHECK (free_trial_unit IN ('DAYS', 'MONTH')),
  free_trial_value integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE prime_subscriptions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  plan_id text NOT NULL REFERENCES prime_plans(id),
  -- Snapshot of the plan when subscribed.
  name text NOT NULL,
  price_piasters bigint NOT NULL,
  period_value integer NOT NULL,
  period_unit text NOT NULL CHECK (period_unit IN ('DAYS', 'MONTH')),
  unlocks integer NOT NULL,
  reservations integer NOT NULL,
  used_unlocks integer NOT NULL DEFAULT 0,
  used_reservations integer NOT NULL DEFAULT 0,
  saved_cost_piasters bigint NOT NULL DEFAULT 0,
  valid_until timestamptz NOT NULL,
  renewed_at timestamptz,
  failed_renew_at timestamptz,
  stopped_at timestamptz,
  removed_at timestamptz,
  is_free_trial boolean NOT NULL DEFAULT false,
  will_remind_at timestamptz,
  renewal_reminded boolean NOT NULL DEFAULT false,
  payment_reminded_at timestamptz,
  next_retry_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prime_subscriptions_user_idx ON prime_subscriptions (user_id, created_at DESC);
CREATE INDEX prime_subscriptions_created_idx ON prime_subscriptions (created_at DESC);

-- Rider fields of 02 §3 User.
ALTER TABLE users ADD COLUMN trips_count integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN success_rides_number integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN rentals_count integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN last_ride_at timestamptz;
ALTER TABLE users ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('ar', 'en'));
ALTER TABLE users ADD COLUMN payment_method text NOT NULL DEFAULT 'balance' CHECK (payment_method IN ('balance', 'card'));
ALTER TABLE users ADD COLUMN gateway text;
ALTER TABLE users ADD COLUMN area_id text REFERENCES areas(id);
ALTER TABLE users ADD COLUMN ops_areas jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE users ADD COLUMN exceptional_ops_attendance boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN national_id text;
ALTER TABLE users ADD COLUMN is_express_rider boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN is_express_admin boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN subscription_plan_id text REFERENCES prime_subscriptions(id);
ALTER TABLE users ADD COLUMN promocode_id text REFERENCES promocodes(id);
ALTER TABLE users ADD COLUMN referral_code text UNIQUE;
ALTER TABLE users ADD COLUMN referrer_code text;
ALTER TABLE users ADD COLUMN referrer_id text REFERENCES users(id);
ALTER TABLE users ADD COLUMN referrals_count integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN referrals_added_balance_piasters bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN unique_device_id text;
ALTER TABLE users ADD COLUMN operating_system text;
ALTER TABLE users ADD COLUMN operating_system_version text;
ALTER TABLE users ADD COLUMN blocked_by_device_id boolean NOT NULL DEFAULT false;
-- [{ deviceId, operatingSystem, operatingSystemVersion, deviceIdBlocked, isPhoneRooted, allowedRootedPhone }]
ALTER TABLE users ADD COLUMN device_id_history jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE users ADD COLUMN is_blocked_from_dashboard boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN prev_role_id text REFERENCES roles(id);
ALTER TABLE users ADD COLUMN used_app_version text;
CREATE INDEX users_area_idx ON users (area_id);
CREATE INDEX users_national_id_idx ON users (national_id) WHERE national_id IS NOT NULL;
CREATE INDEX users_type_idx ON users (type, created_at DESC);
CREATE INDEX users_unique_device_idx ON users (unique_device_id) WHERE unique_device_id IS NOT NULL;

CREATE TABLE wallet_charge_plans (
  id text PRIMARY KEY,
  -- What the rider pays, and what lands in the wallet.
  price_piasters bigint NOT NULL,
  amount_piasters bigint NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wallet_auto_charges (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  wallet_charge_plan_id text NOT NULL REFERENCES wallet_charge_plans(id),
  masked_pan text,
  -- Charge when the balance falls below this.
  threshold_piasters bigint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  last_charged_at timestamptz,
  removed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_auto_charges_user_idx ON wallet_auto_charges (user_id);
CREATE INDEX wallet_auto_charges_created_idx ON wallet_auto_charges (created_at DESC);

CREATE TABLE bills (
  id text PRIMARY KEY,
  serial_number bigint GENERATED BY DEFAULT AS IDENTITY UNIQUE,
  user_id text NOT NULL REFERENCES users(id),
  wallet_auto_charge_id text REFERENCES wallet_auto_charges(id),
  -- Generated: ride, dayRental, settleNegativeBalance, reserveVehicle, subscription, walletCharge.
  -- Manual: REFUND, COMPENSATION, TRANSFER, INTERNAL, FINE, REMOVE_COMPENSATION, OTHER.
  type text NOT NULL,
  date timestamptz NOT NULL,
  total_cost_piasters bigint NOT NULL DEFAULT 0,
  vat_piasters bigint NOT NULL DEFAULT 0,
  -- What was collected after promocode and subscription: total - promocode - subscription.
  actual_cost_piasters bigint NOT NULL DEFAULT 0,
  paid_with_promocode_piasters bigint NOT NULL DEFAULT 0,
  paid_with_subscription_piasters bigint NOT NULL DEFAULT 0,
  paid_with_balance_piasters bigint NOT NULL DEFAULT 0,
  promocode_id text REFERENCES promocodes(id),
  refund_reason text,
  is_refunded boolean NOT NULL DEFAULT false,
  is_payment_successful boolean NOT NULL DEFAULT true,
  payment_gateway text,
  masked_pan text,
  freemium boolean NOT NULL DEFAULT false,
  is_auto_settle boolean NOT NULL DEFAULT false,
  payment_method text,
  gateway_response jsonb,
  trx_id text,
  created_by_id text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bills_user_idx ON bills (user_id, date DESC);
CREATE INDEX bills_date_idx ON bills (date DESC);
CREATE INDEX bills_type_date_idx ON bills (type, date DESC);

CREATE TABLE rides (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'ongoing' CHECK (status IN ('ongoing', 'done')),
  user_id text NOT NULL REFERENCES users(id),
  vehicle_id text NOT NULL REFERENCES vehicles(id),
  area_id text REFERENCES areas(id),
  bill_id text REFERENCES bills(id),
  promocode_id text REFERENCES promocodes(id),
  reservation_id text,
  start_time timestamptz NOT NULL,
  end_time timestamptz,
  time_ms bigint,
  base_price_piasters bigint NOT NULL DEFAULT 600,
  minute_price_piasters bigint NOT NULL DEFAULT 100,
  compensation_piasters bigint NOT NULL DEFAULT 0,
  -- user, dashboard, scooter, auto end
  ended_by text,
  ended_by_reason text,
  ended_by_user_id text REFERENCES users(id),
  image_url text,
  additional_image_url text,
  check_status text NOT NULL DEFAULT 'P' CHECK (check_status IN ('P', 'Y', 'N')),
  start_lat double precision,
  start_long double precision,
  stop_lat double precision,
  stop_long double precision,
  user_stop_lat double precision,
  user_stop_long double precision,
  start_vehicle_battery integer,
  end_vehicle_battery integer,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  feedback_comment text,
  free_ride boolean NOT NULL DEFAULT false,
  is_express_ride boolean NOT NULL DEFAULT false,
  max_number_of_minutes_for_ride integer,
  distance_m integer,
  is_auto_end_sound_sent boolean NOT NULL DEFAULT false,
  logs jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rides_user_idx ON rides (user_id, created_at DESC);
CREATE INDEX rides_vehicle_idx ON rides (vehicle_id, created_at DESC);
CREATE INDEX rides_created_idx ON rides (created_at DESC);
CREATE INDEX rides_area_created_idx ON rides (area_id, created_at DESC);
CREATE INDEX rides_check_status_idx ON rides (check_status, created_at DESC) WHERE image_url IS NOT NULL;
CREATE INDEX rides_bill_idx ON rides (bill_id);
-- A vehicle carries one rider at a time, and a rider rides one vehicle at a time.
CREATE UNIQUE INDEX rides_one_ongoing_per_vehicle ON rides (vehicle_id) WHERE status = 'ongoing';
CREATE UNIQUE INDEX rides_one_ongoing_per_user ON rides (user_id) WHERE status = 'ongoing';

CREATE TABLE wallet_logs (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  dashboard_user_id text REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('UNLOCK_GO', 'DAY_RENTAL', 'MANUAL_INPUT', 'SETTLE', 'REFFERAL', 'FINE',
                                     'FINE_WAIVE', 'RESERVATION', 'CHARGE', 'SYS_REFUND')),
  difference_piasters bigint NOT NULL,
  prev_balance_piasters bigint NOT NULL,
  curr_balance_piasters bigint NOT NULL,
  additional_reason text,
  custom_comment text,
  ride_id text REFERENCES rides(id),
  bill_id text REFERENCES bills(id),
  wallet_auto_charge_id text REFERENCES wallet_auto_charges(id),
  is_waived boolean NOT NULL DEFAULT false,
  waived_by_log_id text REFERENCES wallet_logs(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (curr_balance_piasters = prev_balance_piasters + difference_piasters)
);
CREATE INDEX wallet_logs_user_idx ON wallet_logs (user_id, created_at DESC);
CREATE INDEX wallet_logs_created_idx ON wallet_logs (created_at DESC);
CREATE INDEX wallet_logs_type_idx ON wallet_logs (type, created_at DESC);
CREATE INDEX wallet_logs_dashboard_user_idx ON wallet_logs (dashboard_user_id, created_at DESC) WHERE dashboard_user_id IS NOT NULL;
CREATE INDEX wallet_logs_ride_idx ON wallet_logs (ride_id) WHERE ride_id IS NOT NULL;

CREATE TABLE payment_transactions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  bill_id text REFERENCES bills(id),
  merchant_reference text NOT NULL UNIQUE,
  -- The paid thing (ride id, subscription id, ...); order_type says which: 'auth' (card check, the default),
  -- dayRental, ride, settleNegativeBalance, reserveVehicle, subscription, walletCharge.
  order_id text,
  order_type text NOT NULL DEFAULT 'auth' CHECK (order_type IN ('auth', 'dayRental', 'ride', 'settleNegativeBalance',
                                                               'reserveVehicle', 'subscription', 'walletCharge')),
  amount_piasters bigint NOT NULL,
  gateway text NOT NULL,
  transaction_type text NOT NULL CHECK (transaction_type IN ('AUTH', 'PAY_CARD', 'PAY_WALLET')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed', 'refunded', 'success', 'expired')),
  response_message text,
  gateway_reference text,
  gateway_order_reference text,
  gateway_response_at timestamptz,
  instant_response_max_date timestamptz,
  instant_response_message text,
  last_gateway_message text,
  webhook_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_transactions_created_idx ON payment_transactions (created_at DESC);
CREATE INDEX payment_transactions_user_idx ON payment_transactions (user_id, created_at DESC);
CREATE INDEX payment_transactions_status_idx ON payment_transactions (status, created_at DESC);

CREATE TABLE id_verifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'removed')),
  skipped boolean NOT NULL DEFAULT false,
  -- Stored file keys, relative to the files folder; URLs are signed on read.
  selfie_image_key text,
  front_id_image_key text,
  back_id_image_key text,
  device_id text,
  ip_address text,
  reason text,
  national_id text,
  data_completion_status text NOT NULL DEFAULT 'pending' CHECK (data_completion_status IN ('pending', 'completed')),
  last_updated_by_id text REFERENCES users(id),
  related_another_user_id text REFERENCES users(id),
  -- { IDNumber, firstName, lastName, fullName, dateOfBirth, year, month, day, address1, address2, region, city, profression, gender }
  ocr_data jsonb,
  verified_data jsonb,
  last_status_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX id_verifications_status_idx ON id_verifications (status, created_at);
CREATE INDEX id_verifications_created_idx ON id_verifications (created_at DESC);
CREATE INDEX id_verifications_user_idx ON id_verifications (user_id, created_at DESC);
CREATE INDEX id_verifications_national_id_idx ON id_verifications (national_id) WHERE national_id IS NOT NULL;

CREATE TABLE warehouses (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  office text,
  area_id text REFERENCES areas(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE inventory_items (
  id text PRIMARY KEY,
  name text NOT NULL,
  ar_name text,
  image_key text,
  bar_code text UNIQUE,
  description text,
  category text NOT NULL CHECK (category IN ('Recycled', 'Bike', 'IOT', 'Scooters', 'Consumables', 'Tools', 'Nails')),
  -- [{ "pricePiasters", "quantity", "supplier", "createdAt" }]
  batches jsonb NOT NULL DEFAULT '[]'::jsonb,
  archived boolean NOT NULL DEFAULT false,
  can_be_reported boolean NOT NULL DEFAULT false,
  has_return_if_consumed boolean NOT NULL DEFAULT false,
  manufacturer text,
  lower_threshold integer NOT NULL DEFAULT 0,
  higher_threshold integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inventory_items_category_idx ON inventory_items (category);

CREATE TABLE warehouse_stock (
  warehouse_id text NOT NULL REFERENCES warehouses(id),
  item_id text NOT NULL REFERENCES inventory_items(id),
  quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  frozen integer NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  lower integer NOT NULL DEFAULT 0,
  higher integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (warehouse_id, item_id)
);
CREATE INDEX warehouse_stock_item_idx ON warehouse_stock (item_id);

CREATE TABLE inventory_movements (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('input', 'transfer', 'consumption', 'return', 'damaged')),
  item_id text NOT NULL REFERENCES inventory_items(id),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- input: to only; transfer: from and to; consumption and damaged: from only; return: to only.
  from_warehouse_id text REFERENCES warehouses(id),
  to_warehouse_id text REFERENCES warehouses(id),
  vehicle_id text REFERENCES vehicles(id),
  user_id text REFERENCES users(id),
  price_piasters bigint,
  supplier text,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inventory_movements_type_idx ON inventory_movements (type, created_at DESC);
CREATE INDEX inventory_movements_item_idx ON inventory_movements (item_id, created_at DESC);

CREATE TABLE custody_transfers (
  id text PRIMARY KEY,
  area_id text REFERENCES areas(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  giver_id text NOT NULL REFERENCES users(id),
  receiver_id text NOT NULL REFERENCES users(id),
  accepted_at timestamptz,
  batteries_count_giver integer NOT NULL DEFAULT 0,
  batteries_count_receiver integer,
  batteries_image_giver_key text,
  batteries_image_receiver_key text,
  checkout_permission_given boolean NOT NULL DEFAULT false,
  ignore_validation boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custody_transfers_created_idx ON custody_transfers (created_at DESC);
CREATE INDEX custody_transfers_status_idx ON custody_transfers (status, created_at DESC);

-- Monthly target per area: the set inputs (assigned, operating_cap, ratio, total_rpv) and the
-- figures derived from them by shared/rules (operating, ratio_target_comms, rides, total_rev).
-- Actuals are computed from rides and bills when read.
CREATE TABLE targets (
  id text PRIMARY KEY,
  area_id text NOT NULL REFERENCES areas(id),
  year integer NOT NULL,
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  month_date date NOT NULL,
  assigned integer NOT NULL DEFAULT 0,
  operating_cap double precision NOT NULL DEFAULT 0,
  operating double precision NOT NULL DEFAULT 0,
  ratio double precision NOT NULL DEFAULT 0,
  ratio_target_comms double precision NOT NULL DEFAULT 0,
  rides double precision NOT NULL DEFAULT 0,
  total_rpv_piasters bigint NOT NULL DEFAULT 0,
  total_rev_piasters bigint NOT NULL DEFAULT 0,
  active_ratio double precision NOT NULL DEFAULT 0,
  urgent_ratio double precision NOT NULL DEFAULT 0,
  riders integer NOT NULL DEFAULT 0,
  new_users integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (area_id, year, month)
);
CREATE INDEX targets_month_idx ON targets (year, month);

CREATE TABLE staff_locations (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  error_code text,
  error_message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_locations_user_idx ON staff_locations (user_id, created_at DESC);
CREATE INDEX staff_locations_created_idx ON staff_locations (created_at DESC);

-- One row per seed that has run; its primary key makes "seed once" safe across processes.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  scale double precision NOT NULL,
  base_date timestamptz NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
