import {
  idVerifications,
  type IdCardData,
  type IdVerificationStatus,
} from '../../../domains/idVerification/tables';
import { bulkUpdate } from '../bulkUpdate';
import { insertBatches } from '../insert';
import { idCardBack, idCardFront, selfie, writeFile } from '../images';
import { CITIES, DECLINE_REASONS, PROFESSIONS, STREETS } from '../names';
import type { Random } from '../../../platform/lib/random';
import {
  addCount,
  HOUR,
  MINUTE,
  staffWithRole,
  type SeedContext,
  type SeedRider,
  type SeedStep,
} from '../context';

type Row = typeof idVerifications.$inferInsert;

/** A structurally valid Egyptian national ID: century, YYMMDD, governorate, serial (odd = male), check digit. */
function nationalId(random: Random, born: Date, governorate: string, male: boolean): string {
  const year = born.getUTCFullYear();
  const century = year >= 2000 ? '3' : '2';
  const yymmdd = `${String(year % 100).padStart(2, '0')}${String(born.getUTCMonth() + 1).padStart(2, '0')}${String(born.getUTCDate()).padStart(2, '0')}`;
  const serial = `${random.digits(3)}${random.pick(male ? ['1', '3', '5', '7', '9'] : ['0', '2', '4', '6', '8'])}`;
  return `${century}${yymmdd}${governorate}${serial}${random.digits(1)}`;
}

function cardData(
  random: Random,
  rider: SeedRider,
  idNumber: string,
  born: Date,
  city: string,
  male: boolean,
): IdCardData {
  const [firstName = rider.name, ...rest] = rider.name.split(' ');
  return {
    IDNumber: idNumber,
    firstName,
    lastName: rest.join(' ') || firstName,
    fullName: rider.name,
    dateOfBirth: born.toISOString().slice(0, 10),
    year: String(born.getUTCFullYear()),
    month: String(born.getUTCMonth() + 1),
    day: String(born.getUTCDate()),
    address1: `${random.int(1, 120)} ${random.pick(STREETS)}`,
    address2: random.chance(0.5) ? `Apartment ${random.int(1, 30)}` : '',
    region: city,
    city,
    profression: random.pick(PROFESSIONS),
    gender: male ? 'male' : 'female',
  };
}

export const idVerificationsStep: SeedStep = {
  name: 'id-verifications',
  async run(ctx: SeedContext) {
    const random = ctx.random('id-verifications');
    const now = ctx.now.getTime();
    const reviewers = [...staffWithRole(ctx, 'Support Agent'), ...staffWithRole(ctx, 'Support Supervisor')];
    const candidates = random.shuffle(ctx.state.riders.filter((r) => r.createdAt.getTime() < now - HOUR));
    const total = Math.min(candidates.length, ctx.scaled(240, 16));
    const pendingCount = Math.max(5, Math.round(total * 0.15));
    const rows: Row[] = [];
    const nationalIds: Array<{ id: string; national_id: string }> = [];
    const acceptedIds: string[] = [];
    for (let i = 0; i < total; i++) {
      const rider = candidates[i]!;
      const status: IdVerificationStatus =
        i < pendingCount
          ? 'pending'
          : i === pendingCount
            ? 'removed'
            : random.weighted<IdVerificationStatus>([
                ['accepted', 0.65],
                ['declined', 0.28],
                ['removed', 0.07],
              ]);
      const created =
        status === 'pending'
          ? now - random.int(5, 3 * 24 * 60) * MINUTE
          : random.float(rider.createdAt.getTime() + MINUTE, now - 4 * HOUR);
      const createdAt = new Date(created);
      const id = random.id(createdAt);
      const male = random.chance(0.65);
      const born = new Date(Date.UTC(random.int(1975, 2007), random.int(0, 11), random.int(1, 28)));
      const [city, governorate] = random.pick(CITIES);
      const idNumber = nationalId(random, born, governorate, male);
      const ocr = cardData(random, rider, idNumber, born, city, male);
      const reviewer = reviewers.length ? random.pick(reviewers) : null;
      const lastStatusAt =
        status === 'pending'
          ? createdAt
          : new Date(Math.min(now - MINUTE, created + random.int(3, 600) * MINUTE));
      const completed = status === 'accepted' && random.chance(0.6);
      // Another rider already holds this ID: the review shows the link.
      const duplicate = status === 'declined' && acceptedIds.length > 0 && random.chance(0.15);
      const folder = `id-verifications/${id}`;
      const [selfieKey, frontKey, backKey] = await Promise.all([
        writeFile(ctx.filesDir, `${folder}/selfie.png`, selfie(random)),
        writeFile(ctx.filesDir, `${folder}/front.png`, idCardFront(random)),
        writeFile(ctx.filesDir, `${folder}/back.png`, idCardBack(random)),
      ]);
      rows.push({
        id,
        userId: rider.id,
        status,
        skipped: status === 'pending' && random.chance(0.15),
        selfieImageKey: selfieKey,
        frontIdImageKey: frontKey,
        backIdImageKey: backKey,
        deviceId: random.hex(16),
        ipAddress: `41.${random.int(32, 47)}.${random.int(0, 255)}.${random.int(1, 254)}`,
        reason:
          status === 'declined'
            ? duplicate
              ? 'ID already used by another account'
              : random.pick(DECLINE_REASONS)
            : status === 'removed'
              ? 'Removed by support'
              : null,
        nationalId: status === 'accepted' || status === 'removed' ? idNumber : null,
        dataCompletionStatus: completed ? 'completed' : 'pending',
        lastUpdatedById: status === 'pending' ? null : (reviewer?.id ?? null),
        relatedAnotherUserId: duplicate ? random.pick(acceptedIds) : null,
        ocrData: ocr,
        verifiedData: completed ? { ...ocr, address2: ocr.address2 || 'N/A' } : null,
        lastStatusAt,
        createdAt,
        updatedAt: lastStatusAt,
      });
      if (status === 'accepted') {
        acceptedIds.push(rider.id);
        nationalIds.push({ id: rider.id, national_id: idNumber });
      }
      ctx.state.idVerifications.push({ id, userId: rider.id, status, createdAt });
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertBatches(ctx.tx, idVerifications, rows);
    await bulkUpdate(ctx.tx, 'users', 'id', { national_id: 'text' }, nationalIds);
    addCount(ctx, 'id_verifications', rows.length);
    addCount(ctx, 'files (id images)', rows.length * 3);
  },
};
