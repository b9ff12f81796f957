import {
  DEFAULT_BASE_PRICE,
  DEFAULT_MINUTE_PRICE,
  FREE_RIDE_THRESHOLD_SECONDS,
  ridePrice,
} from '@ops/shared/rules/pricing';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import { randomPointInPolygon } from '../../../domains/areas/geometry';
import { bills, type BillType } from '../../../domains/bills/tables';
import {
  paymentTransactions,
  PAYMENT_SOURCES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentOrderType,
  type PaymentStatus,
  type PaymentType,
} from '../../../domains/payments/tables';
import { primePlans, primeSubscriptions, type TimeUnit } from '../../../domains/prime/tables';
import { promocodes, type PromocodeType } from '../../../domains/promocodes/tables';
import { rides, type RideEndedBy } from '../../../domains/rides/tables';
import {
  walletAutoCharges,
  walletChargePlans,
  walletLogs,
  type WalletLogType,
} from '../../../domains/wallet/tables';
import { bulkUpdate } from '../bulkUpdate';
import { insertBatches } from '../insert';
import { FEEDBACK_COMMENTS } from '../names';
import {
  addCount,
  DAY,
  HOUR,
  MINUTE,
  SECOND,
  staffWithRole,
  type SeedContext,
  type SeedRider,
  type SeedStaff,
  type SeedStep,
  type SeedVehicle,
} from '../context';
import { parkedVehicle, writeFile } from '../images';
import { pickArea } from './vehicles';
import { cairoDayStart, demoRideDurationMs, HOUR_WEIGHTS } from '../rideShape';

type BillRow = typeof bills.$inferInsert;
type RideRow = typeof rides.$inferInsert;
type LogRow = typeof walletLogs.$inferInsert;
type PaymentRow = typeof paymentTransactions.$inferInsert;
type SubscriptionRow = typeof primeSubscriptions.$inferInsert;

const VAT_RATE = 0.14;
/** 02 §3 default ride prices, in piasters (the rows store piasters). */
const BASE_PRICE = toPiasters(DEFAULT_BASE_PRICE);
const MINUTE_PRICE = toPiasters(DEFAULT_MINUTE_PRICE);
const FINE_PIASTERS = 2500;
const REFERRAL_BONUS = 1000;
const RIDE_IMAGE_POOL = 16;

/** VAT included in a gross amount. */
const vatOf = (gross: number) => Math.round((gross * VAT_RATE) / (1 + VAT_RATE));

interface PromoDraft {
  id: string;
  code: string;
  type: PromocodeType;
  value: number;
  startDate: Date;
  expirationDate: Date | null;
  active: boolean;
  usedCount: number;
}

interface PlanDraft {
  id: string;
  name: string;
  pricePiasters: number;
  periodValue: number;
  periodUnit: TimeUnit;
  unlocks: number;
  reservations: number;
}

/** One drafted balance change; prev/curr are filled once the user's events are in time order. */
interface LogDraft {
  row: LogRow;
  at: number;
  /** A waive points back at the fine it waives. */
  waives?: LogDraft;
}

const periodMs = (value: number, unit: TimeUnit) => value * (unit === 'MONTH' ? 30 : 1) * DAY;

export const financeStep: SeedStep = {
  name: 'rides-and-money',
  async run(ctx: SeedContext) {
    const random = ctx.random('finance');
    const now = ctx.now.getTime();
    const agents = [...staffWithRole(ctx, 'Support Agent'), ...staffWithRole(ctx, 'Support Supervisor')];
    const anyAgent = (): SeedStaff => random.pick(agents);

    // ---- Ride images: a small pool of real files that ride rows point at.
    const imageKeys: string[] = [];
    for (let i = 0; i < RIDE_IMAGE_POOL; i++) {
      imageKeys.push(
        await writeFile(
          ctx.filesDir,
          `ride-images/sample-${String(i + 1).padStart(2, '0')}.png`,
          parkedVehicle(random),
        ),
      );
    }

    // ---- Promocodes.
    const promoSpecs: Array<[string, PromocodeType, number, number, number | null, boolean]> = [
      // code, type, value, started days ago, expires in days (null: never), active
      ['NILE50', 'percentage', 50, 170, 30, true],
      ['CAIRO10', 'specificValue', 1000, 150, null, true],
      ['FREERIDE', 'freeTrips', 1, 120, 60, true],
      ['ZAMALEK25', 'percentage', 25, 90, 10, true],
      ['SUMMER30', 'percentage', 30, 180, -60, true],
      ['GIZA15', 'percentage', 15, 60, null, true],
      ['STUDENT20', 'percentage', 20, 100, 200, true],
      ['OLDCODE', 'specificValue', 500, 400, -200, false],
    ];
    const promos: PromoDraft[] = promoSpecs.map(([code, type, value, startedAgo, expiresIn, active]) => ({
      id: random.id(new Date(now - startedAgo * DAY)),
      code,
      type,
      value,
      startDate: new Date(now - startedAgo * DAY),
      expirationDate: expiresIn === null ? null : new Date(now + expiresIn * DAY),
      active,
      usedCount: 0,
    }));

    // ---- Wallet charge plans and auto charges.
    const chargePlanSpecs: Array<[number, number, boolean]> = [
      [5000, 5000, true],
      [10000, 10500, true],
      [20000, 22000, true],
      [50000, 57500, true],
      [100000, 120000, false],
    ];
    const chargePlans = chargePlanSpecs.map(([price, amount, active]) => ({
      id: random.id(new Date(now - 500 * DAY)),
      pricePiasters: price,
      amountPiasters: amount,
      active,
      createdAt: new Date(now - 500 * DAY),
    }));
    const activePlans = chargePlans.filter((plan) => plan.active);
    const autoChargeRows: Array<typeof walletAutoCharges.$inferInsert> = [];
    const autoChargePlan = new Map<string, (typeof chargePlans)[number]>();
    for (const rider of ctx.state.riders) {
      if (rider.paymentMethod !== 'balance' || rider.weight === 0 || !random.chance(0.06)) continue;
      const plan = random.pick(activePlans);
      const id = random.id(rider.createdAt);
      rider.autoChargeId = id;
      rider.maskedPan = `512345******${random.digits(4)}`;
      autoChargePlan.set(id, plan);
      autoChargeRows.push({
        id,
        userId: rider.id,
        walletChargePlanId: plan.id,
        maskedPan: rider.maskedPan,
        thresholdPiasters: 1000,
        active: !random.chance(0.1),
        createdAt: new Date(rider.createdAt.getTime() + HOUR),
      });
    }

    // ---- Prime plans and the subscription periods (usage is counted while pricing rides).
    const planSpecs: Array<
      PlanDraft & {
        description: string;
        priceBefore: number | null;
        available: boolean;
        trial: [TimeUnit, number] | null;
      }
    > = [
      {
        id: '',
        name: 'Prime Monthly',
        description: 'Free unlocks all month and 10 reservations',
        pricePiasters: 14900,
        priceBefore: 19900,
        periodValue: 1,
        periodUnit: 'MONTH',
        unlocks: -1,
        reservations: 10,
        available: true,
        trial: ['DAYS', 7],
      },
      {
        id: '',
        name: 'Prime Weekly',
        description: '15 free unlocks for a week',
        pricePiasters: 4900,
        priceBefore: null,
        periodValue: 7,
        periodUnit: 'DAYS',
        unlocks: 15,
        reservations: 3,
        available: true,
        trial: null,
      },
      {
        id: '',
        name: 'Prime Quarterly',
        description: 'Unlimited unlocks and reservations for three months',
        pricePiasters: 39900,
        priceBefore: 44700,
        periodValue: 3,
        periodUnit: 'MONTH',
        unlocks: -1,
        reservations: -1,
        available: true,
        trial: null,
      },
      {
        id: '',
        name: 'Launch Offer',
        description: '30 unlocks a month (retired)',
        pricePiasters: 9900,
        priceBefore: null,
        periodValue: 1,
        periodUnit: 'MONTH',
        unlocks: 30,
        reservations: 0,
        available: false,
        trial: null,
      },
    ];
    for (const plan of planSpecs) plan.id = random.id(new Date(now - 300 * DAY));
    const plans = planSpecs;
    const trialPlan = plans[0]!;

    const subscriptions: SubscriptionRow[] = [];
    const subsByUser = new Map<string, SubscriptionRow[]>();
    const currentSub = new Map<string, string>();
    const subscriberPool = random.shuffle(
      ctx.state.riders.filter((r) => r.weight > 0 && r.createdAt.getTime() < now - 40 * DAY),
    );
    const subscriberCount = Math.min(subscriberPool.length, ctx.scaled(120, 14));
    const scenarios = [
      'ongoing',
      'renewed',
      'stopped',
      'freeTrial',
      'failedRenewal',
      'removed',
      'expired',
    ] as const;
    const payments: PaymentRow[] = [];
    const billRows: BillRow[] = [];
    let merchantSeq = 100_000;
    const merchantRef = () => `OPS-${++merchantSeq}`;

    const addPayment = (
      rider: SeedRider,
      at: Date,
      amount: number,
      orderType: PaymentOrderType,
      transactionType: PaymentType,
      status: PaymentStatus,
      orderId: string | null,
      billId: string | null,
    ): PaymentRow => {
      const gateway = transactionType === 'PAY_WALLET' ? 'Paymob Wallet' : random.pick(['Paymob', 'Kashier']);
      const answered = status !== 'pending';
      const row: PaymentRow = {
        id: random.id(at),
        userId: rider.id,
        billId,
        merchantReference: merchantRef(),
        orderId,
        orderType,
        amountPiasters: amount,
        gateway,
        transactionType,
        status,
        responseMessage: {
          success: 'Approved',
          failed: 'Declined by issuer',
          refunded: 'Refunded',
          expired: 'Expired without response',
          pending: null,
        }[status],
        gatewayReference: answered ? random.digits(9) : null,
        gatewayOrderReference: answered ? random.digits(8) : null,
        gatewayResponseAt: answered ? new Date(at.getTime() + random.int(2, 40) * SECOND) : null,
        instantResponseMaxDate: new Date(at.getTime() + 15 * MINUTE),
        instantResponseMessage:
          status === 'success' || status === 'refunded'
            ? 'APPROVED'
            : status === 'failed'
              ? 'DECLINED'
              : null,
        lastGatewayMessage:
          status === 'expired' ? 'No webhook received' : answered ? 'TRANSACTION_PROCESSED' : null,
        webhookAt:
          status === 'success' || status === 'refunded' || status === 'failed'
            ? new Date(at.getTime() + random.int(3, 90) * SECOND)
            : null,
        refundedAt: status === 'refunded' ? new Date(at.getTime() + random.int(1, 72) * HOUR) : null,
        createdAt: at,
      };
      payments.push(row);
      return row;
    };

    const addBill = (rider: SeedRider, at: Date, type: BillType, fields: Partial<BillRow>): BillRow => {
      const total = fields.totalCostPiasters ?? 0;
      const row: BillRow = {
        id: random.id(at),
        userId: rider.id,
        type,
        date: at,
        totalCostPiasters: total,
        vatPiasters: vatOf(fields.actualCostPiasters ?? total),
        actualCostPiasters: total,
        isPaymentSuccessful: true,
        paymentMethod: rider.paymentMethod,
        createdAt: at,
        ...fields,
      };
      billRows.push(row);
      return row;
    };

    for (let i = 0; i < subscriberCount; i++) {
      const rider = subscriberPool[i]!;
      const scenario =
        i < scenarios.length
          ? scenarios[i]!
          : random.weighted<(typeof scenarios)[number]>([
              ['ongoing', 0.3],
              ['renewed', 0.2],
              ['stopped', 0.12],
              ['freeTrial', 0.1],
              ['failedRenewal', 0.1],
              ['removed', 0.06],
              ['expired', 0.12],
            ]);
      const plan = scenario === 'freeTrial' ? trialPlan : random.pick(plans.filter((p) => p.available));
      const length = periodMs(plan.periodValue, plan.periodUnit);
      const record = (createdAt: number, fields: Partial<SubscriptionRow>, paid = true): SubscriptionRow => {
        const row: SubscriptionRow = {
          id: random.id(new Date(createdAt)),
          userId: rider.id,
          planId: plan.id,
          name: plan.name,
          pricePiasters: paid ? plan.pricePiasters : 0,
          periodValue: plan.periodValue,
          periodUnit: plan.periodUnit,
          unlocks: plan.unlocks,
          reservations: plan.reservations,
          usedUnlocks: 0,
          usedReservations: 0,
          savedCostPiasters: 0,
          validUntil: new Date(createdAt + length),
          createdAt: new Date(createdAt),
          ...fields,
        };
        if (!row.willRemindAt) row.willRemindAt = new Date(row.validUntil.getTime() - DAY);
        if (row.willRemindAt.getTime() < now) row.renewalReminded = true;
        subscriptions.push(row);
        const list = subsByUser.get(rider.id) ?? [];
        list.push(row);
        subsByUser.set(rider.id, list);
        if (paid) {
          const at = new Date(createdAt);
          const bill = addBill(rider, at, 'subscription', {
            totalCostPiasters: plan.pricePiasters,
            actualCostPiasters: plan.pricePiasters,
            paymentMethod: 'card',
            paymentGateway: 'Paymob',
            maskedPan: rider.maskedPan ?? `411111******${random.digits(4)}`,
          });
          const tx = addPayment(
            rider,
            at,
            plan.pricePiasters,
            'subscription',
            'PAY_CARD',
            'success',
            row.id,
            bill.id!,
          );
          bill.trxId = tx.merchantReference;
        }
        return row;
      };
      const ago = (min: number, max: number) => now - random.float(min, max);
      if (scenario === 'ongoing') {
        const row = record(ago(HOUR, length - DAY), {});
        currentSub.set(rider.id, row.id);
      } else if (scenario === 'renewed') {
        const first = ago(length + HOUR, length * 1.6);
        record(first, { renewedAt: new Date(first + length) });
        const row = record(first + length, {});
        currentSub.set(rider.id, row.id);
      } else if (scenario === 'stopped') {
        const start = ago(DAY, length - DAY);
        const row = record(start, { stoppedAt: new Date(random.float(start, now)) });
        currentSub.set(rider.id, row.id);
      } else if (scenario === 'freeTrial') {
        const trialLength = 7 * DAY;
        const start = ago(HOUR, trialLength - HOUR);
        const row = record(
          start,
          {
            isFreeTrial: true,
            validUntil: new Date(start + trialLength),
            willRemindAt: new Date(start + trialLength - DAY),
          },
          false,
        );
        currentSub.set(rider.id, row.id);
      } else if (scenario === 'failedRenewal') {
        const start = ago(length + DAY, length + 10 * DAY);
        const failedAt = new Date(start + length);
        record(start, {
          failedRenewAt: failedAt,
          paymentRemindedAt: new Date(failedAt.getTime() + HOUR),
          nextRetryAt: new Date(failedAt.getTime() + 2 * DAY),
        });
        addPayment(rider, failedAt, plan.pricePiasters, 'subscription', 'PAY_CARD', 'failed', null, null);
      } else if (scenario === 'removed') {
        const start = ago(2 * DAY, length - DAY);
        const removedAt = new Date(random.float(start + DAY, now - HOUR));
        record(start, { stoppedAt: removedAt, removedAt, validUntil: removedAt });
      } else {
        const start = ago(length + 20 * DAY, length + 90 * DAY);
        record(start, { stoppedAt: new Date(start + random.float(DAY, length / 2)) });
      }
    }

    // ---- Ride skeletons.
    const riderPool = ctx.state.riders.filter((r) => r.weight > 0);
    const cumulative: number[] = [];
    let sum = 0;
    for (const rider of riderPool) cumulative.push((sum += rider.weight));
    const pickRider = (): SeedRider => {
      const target = random.next() * sum;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      return riderPool[lo]!;
    };
    const vehiclesByArea = new Map<string, SeedVehicle[]>();
    for (const vehicle of ctx.state.vehicles) {
      const list = vehiclesByArea.get(vehicle.areaId) ?? [];
      list.push(vehicle);
      vehiclesByArea.set(vehicle.areaId, list);
    }
    const areaById = new Map(ctx.state.areas.map((area) => [area.id, area]));

    interface RideDraft {
      row: RideRow;
      rider: SeedRider;
      durationMs: number;
    }
    const drafts: RideDraft[] = [];
    const rideCount = ctx.scaled(20000, 300);
    for (let i = 0; i < rideCount; i++) {
      const rider = pickRider();
      const durationMs = demoRideDurationMs(random);
      const earliest = rider.createdAt.getTime() + 10 * MINUTE;
      const latestEnd = now - 3 * MINUTE;
      let start = 0;
      for (let attempt = 0; attempt < 6; attempt++) {
        const daysAgo = Math.floor(180 * Math.pow(random.next(), 1.4));
        const hour = random.weighted(HOUR_WEIGHTS);
        start = cairoDayStart(ctx.now, daysAgo) + hour * HOUR + random.int(0, 3599) * SECOND;
        if (start >= earliest && start + durationMs <= latestEnd) break;
        start = random.float(earliest, latestEnd - durationMs);
      }
      const homeArea = random.chance(0.75) ? rider.areaId : pickArea(ctx.state.areas, random).id;
      const fleet = vehiclesByArea.get(homeArea) ?? ctx.state.vehicles;
      const vehicle = random.pick(fleet.length > 0 ? fleet : ctx.state.vehicles);
      const area = areaById.get(vehicle.areaId)!;
      const [startLat, startLong] = randomPointInPolygon(area.outer, () => random.next(), area.restricted);
      const minutes = durationMs / MINUTE;
      const heading = random.float(0, 2 * Math.PI);
      const metres = minutes * random.float(60, 160);
      const stopLat = startLat + (Math.cos(heading) * metres) / 111_000;
      const stopLong = startLong + (Math.sin(heading) * metres) / 96_000;
      const startBattery = random.int(25, 100);
      const endedBy = random.weighted<RideEndedBy>([
        ['user', 0.86],
        ['auto end', 0.06],
        ['dashboard', 0.05],
        ['scooter', 0.03],
      ]);
      const end = new Date(start + durationMs);
      const recent = now - end.getTime() < 2 * DAY;
      const hasImage = durationMs > FREE_RIDE_THRESHOLD_SECONDS * SECOND && random.chance(0.9);
      const rated = random.chance(0.55);
      const rating = rated
        ? random.weighted([
            [5, 0.5],
            [4, 0.25],
            [3, 0.1],
            [2, 0.07],
            [1, 0.08],
          ] as const)
        : null;
      const row: RideRow = {
        id: random.id(new Date(start)),
        status: 'done',
        userId: rider.id,
        vehicleId: vehicle.id,
        areaId: area.id,
        startTime: new Date(start),
        endTime: end,
        timeMs: durationMs,
        basePricePiasters: BASE_PRICE,
        minutePricePiasters: MINUTE_PRICE,
        endedBy,
        endedByReason:
          endedBy === 'auto end'
            ? random.pick(['Low balance', 'Maximum ride time reached', 'Vehicle battery empty'])
            : endedBy === 'dashboard'
              ? random.pick(['User could not end the ride', 'App crashed', 'Vehicle not responding'])
              : null,
        endedByUserId: endedBy === 'dashboard' ? anyAgent().id : null,
        imageUrl: hasImage ? random.pick(imageKeys) : null,
        additionalImageUrl: hasImage && random.chance(0.03) ? random.pick(imageKeys) : null,
        checkStatus: !hasImage ? 'P' : recent && random.chance(0.6) ? 'P' : random.chance(0.9) ? 'Y' : 'N',
        startLat,
        startLong,
        stopLat,
        stopLong,
        userStopLat: stopLat + random.float(-0.0002, 0.0002),
        userStopLong: stopLong + random.float(-0.0002, 0.0002),
        startVehicleBattery: startBattery,
        endVehicleBattery: Math.max(1, startBattery - Math.round(minutes * random.float(0.3, 0.8))),
        rating,
        feedbackComment: rating !== null && random.chance(0.3) ? random.pick(FEEDBACK_COMMENTS) : null,
        freeRide: durationMs <= FREE_RIDE_THRESHOLD_SECONDS * SECOND,
        isExpressRide: false,
        maxNumberOfMinutesForRide: 180,
        distanceM: Math.round(metres * random.float(1.1, 1.4)),
        isAutoEndSoundSent: endedBy === 'auto end',
        createdAt: new Date(start),
        updatedAt: end,
      };
      drafts.push({ row, rider, durationMs });
    }
    drafts.sort((a, b) => a.row.startTime.getTime() - b.row.startTime.getTime());

    // ---- Per rider: price rides and draft every balance change in time order.
    const byRider = new Map<string, RideDraft[]>();
    for (const draft of drafts) {
      const list = byRider.get(draft.rider.id) ?? [];
      list.push(draft);
      byRider.set(draft.rider.id, list);
    }
    const logDrafts: LogDraft[] = [];
    const userTotals = new Map<
      string,
      {
        balance: number;
        trips: number;
        success: number;
        rentals: number;
        lastRideAt: Date | null;
        promocodeId: string | null;
      }
    >();

    for (const rider of ctx.state.riders) {
      const riderRides = byRider.get(rider.id) ?? [];
      const mine: LogDraft[] = [];
      let approx = 0;
      const log = (
        at: number,
        type: WalletLogType,
        difference: number,
        fields: Partial<LogRow> = {},
      ): LogDraft => {
        const when = new Date(Math.min(at, now - SECOND));
        const draft: LogDraft = {
          at: when.getTime(),
          row: {
            id: random.id(when),
            userId: rider.id,
            type,
            differencePiasters: difference,
            prevBalancePiasters: 0,
            currBalancePiasters: 0,
            createdAt: when,
            ...fields,
          },
        };
        mine.push(draft);
        approx += difference;
        return draft;
      };
      const totals = {
        balance: 0,
        trips: 0,
        success: 0,
        rentals: 0,
        lastRideAt: null as Date | null,
        promocodeId: null as string | null,
      };
      if (rider.referred)
        log(rider.createdAt.getTime() + 2 * MINUTE, 'REFFERAL', REFERRAL_BONUS, {
          additionalReason: 'Referral bonus',
        });

      const topUp = (at: number) => {
        const autoId = rider.autoChargeId;
        const plan = autoId ? autoChargePlan.get(autoId)! : random.pick(activePlans);
        const when = new Date(at);
        const viaWallet = !autoId && random.chance(0.3);
        if (random.chance(0.08)) {
          // An attempt that did not go through first: the transaction exists, no money moved.
          addPayment(
            rider,
            new Date(at - 2 * MINUTE),
            plan.pricePiasters,
            'walletCharge',
            viaWallet ? 'PAY_WALLET' : 'PAY_CARD',
            random.chance(0.6) ? 'failed' : 'expired',
            null,
            null,
          );
        }
        const bill = addBill(rider, when, 'walletCharge', {
          totalCostPiasters: plan.pricePiasters,
          actualCostPiasters: plan.pricePiasters,
          paymentMethod: viaWallet ? 'wallet' : 'card',
          paymentGateway: viaWallet ? 'Paymob Wallet' : 'Paymob',
          maskedPan: viaWallet ? null : (rider.maskedPan ?? `411111******${random.digits(4)}`),
          walletAutoChargeId: autoId,
        });
        const tx = addPayment(
          rider,
          when,
          plan.pricePiasters,
          'walletCharge',
          viaWallet ? 'PAY_WALLET' : 'PAY_CARD',
          'success',
          bill.id!,
          bill.id!,
        );
        bill.trxId = tx.merchantReference;
        log(at + 30 * SECOND, 'CHARGE', plan.amountPiasters, {
          walletAutoChargeId: autoId,
          billId: bill.id!,
          additionalReason: autoId ? 'Auto charge' : 'Wallet charge',
        });
      };

      for (const { row, durationMs } of riderRides) {
        const start = row.startTime.getTime();
        const end = row.endTime!.getTime();
        // Reservation before the ride.
        if (random.chance(0.015)) {
          const cost = random.pick([300, 500]);
          const at = new Date(start - 8 * MINUTE);
          row.reservationId = random.id(at);
          const bill = addBill(rider, at, 'reserveVehicle', {
            totalCostPiasters: cost,
            actualCostPiasters: cost,
            paidWithBalancePiasters: rider.paymentMethod === 'balance' ? cost : 0,
          });
          if (rider.paymentMethod === 'card') {
            const tx = addPayment(
              rider,
              at,
              cost,
              'reserveVehicle',
              'PAY_CARD',
              'success',
              row.reservationId,
              bill.id!,
            );
            bill.trxId = tx.merchantReference;
            bill.paymentGateway = tx.gateway;
            bill.maskedPan = rider.maskedPan;
          } else {
            log(at.getTime(), 'RESERVATION', -cost, {
              billId: bill.id!,
              additionalReason: 'Vehicle reservation',
            });
          }
        }
        if (rider.paymentMethod === 'balance' && approx < 1500 && random.chance(0.85))
          topUp(start - 6 * MINUTE);
        if (rider.paymentMethod === 'card' && approx < 0 && random.chance(0.6)) {
          const amount = -approx;
          const at = new Date(start - 4 * MINUTE);
          const auto = random.chance(0.5);
          const bill = addBill(rider, at, 'settleNegativeBalance', {
            totalCostPiasters: amount,
            actualCostPiasters: amount,
            isAutoSettle: auto,
            paymentMethod: 'card',
            paymentGateway: 'Paymob',
            maskedPan: rider.maskedPan,
          });
          const tx = addPayment(
            rider,
            at,
            amount,
            'settleNegativeBalance',
            'PAY_CARD',
            'success',
            bill.id!,
            bill.id!,
          );
          bill.trxId = tx.merchantReference;
          log(at.getTime() + 20 * SECOND, 'SETTLE', amount, {
            billId: bill.id!,
            additionalReason: auto ? 'Auto settle' : 'Settle negative balance',
          });
        }

        // The one pricing rule (shared/rules/pricing.ts), as the server prices a ride it ends.
        const total = toPiasters(
          ridePrice({ durationMs, basePrice: toEgp(BASE_PRICE), minutePrice: toEgp(MINUTE_PRICE) }),
        );
        let remaining = total;
        let bySubscription = 0;
        const sub = (subsByUser.get(rider.id) ?? []).find(
          (s) =>
            s.createdAt!.getTime() <= start &&
            start < s.validUntil.getTime() &&
            (s.unlocks === -1 || s.usedUnlocks! < s.unlocks),
        );
        if (sub && remaining > 0) {
          bySubscription = Math.min(remaining, BASE_PRICE);
          sub.usedUnlocks = (sub.usedUnlocks ?? 0) + 1;
          sub.savedCostPiasters = (sub.savedCostPiasters ?? 0) + bySubscription;
          remaining -= bySubscription;
        }
        let byPromo = 0;
        let promo: PromoDraft | null = null;
        if (remaining > 0 && random.chance(0.04)) {
          const usable = promos.filter(
            (p) =>
              p.active &&
              p.startDate.getTime() <= start &&
              (!p.expirationDate || p.expirationDate.getTime() > start),
          );
          if (usable.length > 0) {
            promo = random.pick(usable);
            byPromo =
              promo.type === 'percentage'
                ? Math.floor((remaining * promo.value) / 100)
                : promo.type === 'specificValue'
                  ? Math.min(remaining, promo.value)
                  : remaining;
            promo.usedCount++;
            remaining -= byPromo;
            row.promocodeId = promo.id;
            totals.promocodeId = promo.id;
          }
        }
        const actual = remaining;
        const bill = addBill(rider, row.endTime!, 'ride', {
          totalCostPiasters: total,
          actualCostPiasters: actual,
          vatPiasters: vatOf(actual),
          paidWithPromocodePiasters: byPromo,
          paidWithSubscriptionPiasters: bySubscription,
          promocodeId: promo?.id ?? null,
          freemium: total === 0,
        });
        row.billId = bill.id!;
        let paid = true;
        if (actual > 0 && rider.paymentMethod === 'card') {
          const ok = random.chance(0.93);
          const tx = addPayment(
            rider,
            row.endTime!,
            actual,
            'ride',
            'PAY_CARD',
            ok ? 'success' : 'failed',
            row.id,
            bill.id!,
          );
          bill.trxId = tx.merchantReference;
          bill.paymentGateway = tx.gateway;
          bill.maskedPan = rider.maskedPan;
          if (!ok) {
            // The card was declined: the ride's price becomes debt on the wallet.
            paid = false;
            bill.isPaymentSuccessful = false;
            bill.paidWithBalancePiasters = actual;
            log(end + 5 * SECOND, 'UNLOCK_GO', -actual, {
              rideId: row.id,
              billId: bill.id!,
              additionalReason: 'Card payment failed',
            });
          } else if (random.chance(0.01)) {
            tx.status = 'refunded';
            tx.refundedAt = new Date(end + random.int(1, 48) * HOUR);
            bill.isRefunded = true;
            bill.refundReason = 'Vehicle malfunction';
          }
        } else if (actual > 0) {
          bill.paidWithBalancePiasters = actual;
          bill.paymentMethod = 'balance';
          log(end + 5 * SECOND, 'UNLOCK_GO', -actual, { rideId: row.id, billId: bill.id! });
          if (random.chance(0.01)) {
            bill.isRefunded = true;
            bill.refundReason = 'Vehicle malfunction';
            log(end + random.int(1, 6) * HOUR, 'SYS_REFUND', actual, {
              rideId: row.id,
              billId: bill.id!,
              additionalReason: 'Vehicle malfunction refund',
            });
          }
        }
        totals.trips++;
        if (paid && actual > 0) totals.success++;
        totals.lastRideAt = row.endTime!;

        // After the ride: a parking fine (some waived later), or a compensation by support.
        if (random.chance(0.025)) {
          const agent = anyAgent();
          const fineAt = end + 30 * MINUTE;
          const reason = random.pick([
            'Fine: parked in a restricted area',
            'penalty: left outside the parking zone',
            'Fine: riding on the pavement',
          ]);
          const fineBill = addBill(rider, new Date(fineAt), 'FINE', {
            totalCostPiasters: FINE_PIASTERS,
            actualCostPiasters: FINE_PIASTERS,
            paidWithBalancePiasters: FINE_PIASTERS,
            paymentMethod: 'balance',
            createdById: agent.id,
            // A manual bill says what it did to the wallet (migration 0013).
            balanceChangePiasters: -FINE_PIASTERS,
          });
          const fine = log(fineAt, 'FINE', -FINE_PIASTERS, {
            rideId: row.id,
            billId: fineBill.id!,
            dashboardUserId: agent.id,
            additionalReason: reason,
          });
          const waiveAt = fineAt + random.int(1, 72) * HOUR;
          if (waiveAt < now - MINUTE && random.chance(0.35)) {
            const waiver = log(waiveAt, 'FINE_WAIVE', FINE_PIASTERS, {
              rideId: row.id,
              dashboardUserId: anyAgent().id,
              additionalReason: 'Fine waived',
              customComment: random.chance(0.5) ? 'Rider sent a photo of correct parking' : null,
            });
            waiver.waives = fine;
            fine.row.isWaived = true;
          }
        } else if (random.chance(0.015)) {
          const agent = anyAgent();
          const amount = random.pick([500, 1000, 1500, 2000]);
          const at = end + random.int(1, 24) * HOUR;
          row.compensationPiasters = amount;
          const compensation = addBill(rider, new Date(Math.min(at, now - MINUTE)), 'COMPENSATION', {
            totalCostPiasters: amount,
            actualCostPiasters: amount,
            paymentMethod: 'balance',
            createdById: agent.id,
            balanceChangePiasters: amount,
          });
          log(at, 'MANUAL_INPUT', amount, {
            rideId: row.id,
            billId: compensation.id!,
            dashboardUserId: agent.id,
            additionalReason: 'Compensation',
            customComment: random.pick([null, 'Vehicle stopped mid-ride', 'Could not end ride from the app']),
          });
        }
      }

      // A few balance changes that are not about a ride.
      if (riderRides.length > 0 && random.chance(0.02)) {
        const first = riderRides[0]!.row.startTime.getTime();
        const at = random.float(first, now - HOUR);
        const agent = anyAgent();
        const amount = random.chance(0.7) ? random.pick([1000, 2000, 5000]) : -random.pick([500, 1000]);
        log(at, 'MANUAL_INPUT', amount, {
          dashboardUserId: agent.id,
          additionalReason: amount > 0 ? 'Other' : 'Correction',
          customComment: amount > 0 ? 'Goodwill credit after a complaint' : 'Duplicate top-up reversed',
        });
      }
      if (riderRides.length > 0 && random.chance(0.01)) {
        const at = new Date(random.float(riderRides[0]!.row.startTime.getTime(), now - DAY));
        const cost = 15000;
        const bill = addBill(rider, at, 'dayRental', { totalCostPiasters: cost, actualCostPiasters: cost });
        if (rider.paymentMethod === 'card') {
          const tx = addPayment(rider, at, cost, 'dayRental', 'PAY_CARD', 'success', random.id(at), bill.id!);
          bill.trxId = tx.merchantReference;
        } else {
          if (approx < cost) topUp(at.getTime() - 10 * MINUTE);
          bill.paidWithBalancePiasters = cost;
          log(at.getTime(), 'DAY_RENTAL', -cost, { billId: bill.id!, additionalReason: 'Day rental' });
        }
        totals.rentals++;
      }
      if (rider.paymentMethod === 'card' && random.chance(0.9)) {
        // The card check made when the card was added.
        const status = random.weighted<PaymentStatus>([
          ['refunded', 0.5],
          ['success', 0.3],
          ['failed', 0.15],
          ['expired', 0.05],
        ]);
        addPayment(
          rider,
          new Date(rider.createdAt.getTime() + 3 * MINUTE),
          100,
          'auth',
          'AUTH',
          status,
          null,
          null,
        );
      }

      // Time order, strictly increasing, then the prev/curr chain.
      mine.sort((a, b) => a.at - b.at);
      let balance = 0;
      let last = -Infinity;
      for (const draft of mine) {
        if (draft.at <= last) draft.at = last + SECOND;
        last = draft.at;
        draft.row.createdAt = new Date(draft.at);
        draft.row.prevBalancePiasters = balance;
        balance += draft.row.differencePiasters;
        draft.row.currBalancePiasters = balance;
      }
      totals.balance = balance;
      userTotals.set(rider.id, totals);
      logDrafts.push(...mine);
    }

    // ---- Ongoing rides: idle vehicles carrying riders right now.
    const ongoingCount = ctx.scaled(8, 3);
    const idleVehicles = random.shuffle(ctx.state.vehicles.filter((v) => v.rideable));
    const busyRiders = new Set<string>();
    const ongoingRows: RideRow[] = [];
    for (let i = 0; i < ongoingCount && i < idleVehicles.length; i++) {
      const vehicle = idleVehicles[i]!;
      let rider = pickRider();
      for (let k = 0; k < 20 && busyRiders.has(rider.id); k++) rider = pickRider();
      if (busyRiders.has(rider.id)) continue;
      busyRiders.add(rider.id);
      vehicle.rideable = false;
      const area = areaById.get(vehicle.areaId)!;
      const start = new Date(now - random.int(2, 45) * MINUTE);
      const [lat, lng] = randomPointInPolygon(area.outer, () => random.next(), area.restricted);
      ongoingRows.push({
        id: random.id(start),
        status: 'ongoing',
        userId: rider.id,
        vehicleId: vehicle.id,
        areaId: area.id,
        startTime: start,
        basePricePiasters: BASE_PRICE,
        minutePricePiasters: MINUTE_PRICE,
        startLat: lat,
        startLong: lng,
        startVehicleBattery: vehicle.battery,
        maxNumberOfMinutesForRide: 180,
        createdAt: start,
        updatedAt: start,
      });
    }

    // ---- Make sure every payment status, type and source appears at least once.
    const cardRider = ctx.state.riders.find((r) => r.paymentMethod === 'card') ?? ctx.state.riders[0]!;
    const ensure = (predicate: (p: PaymentRow) => boolean, make: () => void) => {
      if (!payments.some(predicate)) make();
    };
    for (const source of PAYMENT_SOURCES) {
      ensure(
        (p) => p.orderType === source,
        () =>
          addPayment(
            cardRider,
            new Date(now - random.int(2, 20) * DAY),
            1000,
            source,
            'PAY_CARD',
            'failed',
            null,
            null,
          ),
      );
    }
    for (const type of PAYMENT_TYPES) {
      ensure(
        (p) => p.transactionType === type,
        () =>
          addPayment(
            cardRider,
            new Date(now - random.int(2, 20) * DAY),
            100,
            type === 'AUTH' ? 'auth' : 'walletCharge',
            type,
            'failed',
            null,
            null,
          ),
      );
    }
    // A few payments still waiting for the gateway, as a live system always has.
    for (let i = 0; i < Math.max(2, ctx.scaled(4)); i++) {
      addPayment(
        random.pick(ctx.state.riders),
        new Date(now - random.int(1, 9) * MINUTE),
        random.pick([5000, 10000]),
        'walletCharge',
        random.chance(0.5) ? 'PAY_CARD' : 'PAY_WALLET',
        'pending',
        null,
        null,
      );
    }
    for (const status of PAYMENT_STATUSES) {
      ensure(
        (p) => p.status === status,
        () =>
          addPayment(
            cardRider,
            new Date(now - random.int(2, 20) * DAY),
            1000,
            'walletCharge',
            'PAY_CARD',
            status,
            null,
            null,
          ),
      );
    }

    // ---- Write, parents first.
    const generatedAt = Date.now();
    await insertBatches(
      ctx.tx,
      promocodes,
      promos.map((p) => ({ ...p, createdAt: p.startDate })),
    );
    await insertBatches(ctx.tx, walletChargePlans, chargePlans);
    await insertBatches(ctx.tx, walletAutoCharges, autoChargeRows);
    await insertBatches(
      ctx.tx,
      primePlans,
      plans.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        pricePiasters: p.pricePiasters,
        priceBeforePiasters: p.priceBefore,
        periodValue: p.periodValue,
        periodUnit: p.periodUnit,
        unlocks: p.unlocks,
        reservations: p.reservations,
        available: p.available,
        freeTrialUnit: p.trial?.[0] ?? null,
        freeTrialValue: p.trial?.[1] ?? null,
        createdAt: new Date(now - 300 * DAY),
        updatedAt: new Date(now - 300 * DAY),
      })),
    );
    for (const sub of subscriptions) {
      if (sub.reservations !== 0)
        sub.usedReservations = random.int(0, sub.reservations === -1 ? 4 : sub.reservations);
    }
    await insertBatches(ctx.tx, primeSubscriptions, subscriptions);
    billRows.sort((a, b) => a.date.getTime() - b.date.getTime());
    await insertBatches(ctx.tx, bills, billRows);
    const rideRows = [...drafts.map((d) => d.row), ...ongoingRows];
    await insertBatches(ctx.tx, rides, rideRows);
    logDrafts.sort((a, b) => a.at - b.at);
    await insertBatches(
      ctx.tx,
      walletLogs,
      logDrafts.map((d) => d.row),
    );
    // The waiver is written after the fine, so the fine learns its waiver's id afterwards.
    await bulkUpdate(
      ctx.tx,
      'wallet_logs',
      'id',
      { waived_by_log_id: 'text' },
      logDrafts.filter((d) => d.waives).map((d) => ({ id: d.waives!.row.id, waived_by_log_id: d.row.id })),
    );
    payments.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertBatches(ctx.tx, paymentTransactions, payments);
    ctx.log(`demo seed: rides-and-money wrote its rows in ${Date.now() - generatedAt} ms`);

    await bulkUpdate(
      ctx.tx,
      'users',
      'id',
      {
        balance_piasters: 'bigint',
        trips_count: 'integer',
        success_rides_number: 'integer',
        rentals_count: 'integer',
        last_ride_at: 'timestamptz',
        subscription_plan_id: 'text',
        promocode_id: 'text',
      },
      ctx.state.riders.map((rider) => {
        const t = userTotals.get(rider.id)!;
        return {
          id: rider.id,
          balance_piasters: t.balance,
          trips_count: t.trips,
          success_rides_number: t.success,
          rentals_count: t.rentals,
          last_ride_at: t.lastRideAt,
          subscription_plan_id: currentSub.get(rider.id) ?? null,
          promocode_id: t.promocodeId,
        };
      }),
    );
    await bulkUpdate(
      ctx.tx,
      'vehicles',
      'id',
      { in_ride: 'boolean', lock_status: 'text', status: 'text', iot_status: 'text' },
      ongoingRows.map((ride) => ({
        id: ride.vehicleId,
        in_ride: true,
        lock_status: 'unlocked',
        status: 'on',
        iot_status: 'on',
      })),
    );

    ctx.state.rides = rideRows.map((ride) => ({
      id: ride.id,
      userId: ride.userId,
      vehicleId: ride.vehicleId,
      areaId: ride.areaId!,
      status: ride.status!,
      startTime: ride.startTime,
      endTime: ride.endTime ?? null,
      imageUrl: ride.imageUrl ?? null,
      checkStatus: ride.checkStatus ?? 'P',
    }));
    addCount(ctx, 'promocodes', promos.length);
    addCount(ctx, 'wallet_charge_plans', chargePlans.length);
    addCount(ctx, 'wallet_auto_charges', autoChargeRows.length);
    addCount(ctx, 'prime_plans', plans.length);
    addCount(ctx, 'prime_subscriptions', subscriptions.length);
    addCount(ctx, 'bills', billRows.length);
    addCount(ctx, 'rides', rideRows.length);
    addCount(ctx, 'wallet_logs', logDrafts.length);
    addCount(ctx, 'payment_transactions', payments.length);
  },
};
