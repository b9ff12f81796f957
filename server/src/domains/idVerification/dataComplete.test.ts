import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ID_VERIFICATION_MESSAGES } from '@ops/shared/rules/idVerification';
import { VERIFICATION_DATA_MESSAGES } from '@ops/shared/rules/idVerificationData';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { idVerifications } from './tables';
import { createRiderWithVerification, validNationalId } from './testFixtures';

/** Complete ID Verification Data (issue 8 item 11): the random pick and the save. */

const PICK = `query($id: ID) { getVerificationIdForDataComplete(_id: $id) { _id status dataCompletionStatus nationalID ocrData { firstName lastName } verifiedData { fullName } dataCompletedBy { _id } } }`;
const SAVE = `mutation($id: ID!, $data: VerificationDataInput!) { completeVerificationData(_id: $id, data: $data) { _id } }`;
const DATA = {
  name: 'Mona  Hassan Ali',
  address1: '12 Tahrir St',
  address2: '',
  region: 'Cairo',
  city: 'Nasr City',
  day: '7',
  month: '3',
  year: '1995',
  profression: 'Engineer',
  gender: 'Female',
};

let server: TestServer;
let token: string;
let staffId: string;
const db = () => server.handle.db;
const rowOf = async (id: string) =>
  (await db().select().from(idVerifications).where(eq(idVerifications.id, id)))[0]!;
const errorOf = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await createStaff(db(), { level: 3, permissions: { users: { VIEW_VERIFICATION: true } } });
  staffId = staff.userId;
  token = await signIn(server, staff);
});
afterAll(() => server.close());

describe('getVerificationIdForDataComplete', () => {
  it('random mode gives only accepted records whose data is pending; none gives null', async () => {
    const none = await server.gql<{ getVerificationIdForDataComplete: null }>(PICK, {}, token);
    expect(none.data?.getVerificationIdForDataComplete).toBeNull();
    await createRiderWithVerification(db(), { status: 'pending' });
    await createRiderWithVerification(db(), { status: 'declined' });
    const { verificationId } = await createRiderWithVerification(db(), {
      status: 'accepted',
      nationalId: validNationalId(),
    });
    for (let i = 0; i < 3; i++) {
      const picked = await server.gql<{
        getVerificationIdForDataComplete: { _id: string; ocrData: { firstName: string } };
      }>(PICK, {}, token);
      expect(picked.data?.getVerificationIdForDataComplete).toMatchObject({
        _id: verificationId,
        ocrData: { firstName: 'Mona' },
      });
    }
    // By id, whatever its state.
    const { verificationId: declined } = await createRiderWithVerification(db(), { status: 'declined' });
    expect(
      (
        await server.gql<{ getVerificationIdForDataComplete: { status: string } }>(
          PICK,
          { id: declined },
          token,
        )
      ).data?.getVerificationIdForDataComplete.status,
    ).toBe('declined');
  });
});

describe('completeVerificationData', () => {
  it('saves the card data, marks it completed with who and when, and a second save is told it is done', async () => {
    const nationalId = validNationalId();
    const { verificationId } = await createRiderWithVerification(db(), { status: 'accepted', nationalId });
    const saved = await server.gql<{ completeVerificationData: { _id: string } }>(
      SAVE,
      { id: verificationId, data: DATA },
      token,
    );
    expect(saved.data?.completeVerificationData._id).toBe(verificationId);
    const row = await rowOf(verificationId);
    expect(row.dataCompletionStatus).toBe('completed');
    expect(row.dataCompletedById).toBe(staffId);
    expect(row.dataCompletedAt).toBeInstanceOf(Date);
    expect(row.verifiedData).toMatchObject({
      IDNumber: nationalId,
      fullName: 'Mona  Hassan Ali',
      firstName: 'Mona',
      lastName: 'Hassan Ali',
      dateOfBirth: '1995-03-07',
      city: 'Nasr City',
      gender: 'female',
      profression: 'Engineer',
    });
    const again = await server.gql(SAVE, { id: verificationId, data: { ...DATA, city: 'Giza' } }, token);
    expect(errorOf(again)).toBe(VERIFICATION_DATA_MESSAGES.alreadyCompleted);
    expect((await rowOf(verificationId)).verifiedData?.city).toBe('Nasr City');
    const view = await server.gql<{
      getVerificationIdForDataComplete: {
        verifiedData: { fullName: string };
        dataCompletedBy: { _id: string };
      };
    }>(PICK, { id: verificationId }, token);
    expect(view.data?.getVerificationIdForDataComplete).toMatchObject({
      verifiedData: { fullName: 'Mona  Hassan Ali' },
      dataCompletedBy: { _id: staffId },
    });
  });

  it('refuses bad data in the shared rule words and changes nothing', async () => {
    const { verificationId } = await createRiderWithVerification(db(), {
      status: 'accepted',
      nationalId: validNationalId(),
    });
    expect(errorOf(await server.gql(SAVE, { id: verificationId, data: { ...DATA, name: ' ' } }, token))).toBe(
      VERIFICATION_DATA_MESSAGES.required('name'),
    );
    expect(
      errorOf(
        await server.gql(SAVE, { id: verificationId, data: { ...DATA, day: '31', month: '2' } }, token),
      ),
    ).toBe(VERIFICATION_DATA_MESSAGES.invalidDate);
    expect(
      errorOf(await server.gql(SAVE, { id: verificationId, data: { ...DATA, year: '2999' } }, token)),
    ).toBe(VERIFICATION_DATA_MESSAGES.futureDate);
    expect(
      errorOf(await server.gql(SAVE, { id: verificationId, data: { ...DATA, gender: 'robot' } }, token)),
    ).toBe(VERIFICATION_DATA_MESSAGES.invalidGender);
    const row = await rowOf(verificationId);
    expect(row.dataCompletionStatus).toBe('pending');
    expect(row.verifiedData).toBeNull();
  });

  it('refuses records that are not accepted or do not exist', async () => {
    const { verificationId } = await createRiderWithVerification(db(), { status: 'pending' });
    expect(errorOf(await server.gql(SAVE, { id: verificationId, data: DATA }, token))).toBe(
      VERIFICATION_DATA_MESSAGES.notAccepted,
    );
    expect(errorOf(await server.gql(SAVE, { id: 'nope', data: DATA }, token))).toBe(
      ID_VERIFICATION_MESSAGES.notFound,
    );
    expect((await rowOf(verificationId)).dataCompletionStatus).toBe('pending');
  });

  it('is refused without users.VIEW_VERIFICATION', async () => {
    const { verificationId } = await createRiderWithVerification(db(), {
      status: 'accepted',
      nationalId: validNationalId(),
    });
    const other = await signIn(
      server,
      await createStaff(db(), { level: 3, permissions: { users: { VERIFY_ID_REQUESTS: true } } }),
    );
    expect(errorOf(await server.gql(SAVE, { id: verificationId, data: DATA }, other))).toBeDefined();
    expect((await rowOf(verificationId)).dataCompletionStatus).toBe('pending');
  });
});
