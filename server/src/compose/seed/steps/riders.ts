import { seedUsers, type DeviceIdHistoryEntry } from '../riderUsers';
import { insertBatches } from '../insert';
import { FEMALE_FIRST, LAST, MALE_FIRST } from '../names';
import { pickArea } from './vehicles';
import { addCount, type SeedContext, type SeedRider, type SeedStep } from '../context';

type UserRow = typeof seedUsers.$inferInsert;

const MOBILE_PREFIXES = ['10', '11', '12', '15'] as const;

export const ridersStep: SeedStep = {
  name: 'riders',
  async run(ctx: SeedContext) {
    const random = ctx.random('riders');
    const count = ctx.scaled(2000, 60);
    const rows: UserRow[] = [];
    const riders: SeedRider[] = [];
    const referralCodes = new Set<string>();
    // Oldest first, so a referrer always signed up before the riders they brought.
    const signupAges = Array.from({ length: count }, () => Math.round(random.float(1, 540) * 24 * 60)).sort(
      (a, b) => b - a,
    );
    for (let i = 0; i < count; i++) {
      const female = random.chance(0.35);
      const [firstEn, firstAr] = random.pick(female ? FEMALE_FIRST : MALE_FIRST);
      const [lastEn, lastAr] = random.pick(LAST);
      const arabic = random.chance(0.4);
      const name = arabic ? `${firstAr} ${lastAr}` : `${firstEn} ${lastEn}`;
      let phoneNumber: string;
      do phoneNumber = `+20${random.pick(MOBILE_PREFIXES)}${random.digits(8)}`;
      while (ctx.state.phones.has(phoneNumber));
      ctx.state.phones.add(phoneNumber);
      const createdAt = new Date(ctx.now.getTime() - signupAges[i]! * 60_000);
      const area = pickArea(ctx.state.areas, random);
      const paymentMethod = random.chance(0.35) ? ('card' as const) : ('balance' as const);
      let referralCode: string;
      do referralCode = `${firstEn.slice(0, 3).toUpperCase()}${random.hex(5).toUpperCase()}`;
      while (referralCodes.has(referralCode));
      referralCodes.add(referralCode);
      const referrer = i > 20 && random.chance(0.1) ? rows[random.int(0, i - 1)]! : null;
      if (referrer) referrer.referralsCount = (referrer.referralsCount ?? 0) + 1;
      if (referrer)
        referrer.referralsAddedBalancePiasters = (referrer.referralsAddedBalancePiasters ?? 0) + 1000;
      const ios = random.chance(0.3);
      const devices: DeviceIdHistoryEntry[] = Array.from(
        {
          length: random.weighted([
            [1, 0.8],
            [2, 0.15],
            [3, 0.05],
          ] as const),
        },
        () => {
          const rooted = !ios && random.chance(0.03);
          return {
            deviceId: random.hex(16),
            operatingSystem: ios ? 'ios' : 'android',
            operatingSystemVersion: ios
              ? `${random.int(15, 18)}.${random.int(0, 5)}`
              : String(random.int(10, 15)),
            deviceIdBlocked: random.chance(0.01),
            isPhoneRooted: rooted,
            allowedRootedPhone: rooted && random.chance(0.5),
          };
        },
      );
      const device = devices[devices.length - 1]!;
      const email = random.chance(0.45)
        ? `${firstEn.toLowerCase()}.${lastEn.toLowerCase().replace(/\s+/g, '')}${random.int(1, 999)}@example.com`
        : null;
      rows.push({
        id: random.id(createdAt),
        name,
        phoneNumber,
        email,
        passwordHash: null,
        roleId: null,
        type: 'user',
        active: !random.chance(0.03),
        balancePiasters: 0,
        lang: arabic ? (random.chance(0.8) ? 'ar' : 'en') : random.chance(0.15) ? 'ar' : 'en',
        paymentMethod,
        gateway: paymentMethod === 'card' ? random.pick(['Paymob', 'Kashier']) : null,
        areaId: area.id,
        isExpressRider: random.chance(0.02),
        referralCode,
        referrerCode: referrer?.referralCode ?? null,
        referrerId: referrer?.id ?? null,
        uniqueDeviceId: device.deviceId,
        operatingSystem: device.operatingSystem,
        operatingSystemVersion: device.operatingSystemVersion,
        blockedByDeviceId: device.deviceIdBlocked,
        deviceIdHistory: devices,
        usedAppVersion: `3.${random.int(8, 14)}.${random.int(0, 9)}`,
        createdAt,
        updatedAt: createdAt,
      });
      riders.push({
        id: rows[i]!.id!,
        name,
        phoneNumber,
        createdAt,
        areaId: area.id,
        paymentMethod,
        // Lognormal: most ride now and then, a few ride every day; 15% never ride.
        weight: random.chance(0.15) || signupAges[i]! < 24 * 60 ? 0 : Math.exp(random.gaussian(0, 1.1)),
        referred: referrer !== null,
        autoChargeId: null,
        maskedPan:
          paymentMethod === 'card'
            ? `${random.pick(['512345', '411111', '523456'])}******${random.digits(4)}`
            : null,
      });
    }
    ctx.state.riders = riders;
    await insertBatches(ctx.tx, seedUsers, rows);
    addCount(ctx, 'users (riders)', rows.length);
  },
};
