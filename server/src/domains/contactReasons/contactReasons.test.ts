import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REASON_MESSAGES } from '@ops/shared/rules/contactReasons';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';

const CATEGORIES = `{ getContactReasonCategories { _id name position active reasonsCount } }`;
const CREATE_CATEGORY = `mutation($name: String!, $arName: String) { createContactReasonCategory(name: $name, arName: $arName) { _id name arName position } }`;
const EDIT_CATEGORY = `mutation($id: ID!, $name: String, $active: Boolean) { editContactReasonCategory(_id: $id, name: $name, active: $active) { _id name active } }`;
const ORDER_CATEGORIES = `mutation($ids: [ID!]!) { orderContactReasonCategories(ids: $ids) { _id position } }`;
const REASONS = `query($categoryId: ID) { getContactReasons(categoryId: $categoryId) { _id name position category { _id name } } }`;
const CREATE_REASON = `mutation($categoryId: ID!, $name: String!) { createContactReason(categoryId: $categoryId, name: $name) { _id name position category { _id } } }`;
const EDIT_REASON = `mutation($id: ID!, $categoryId: ID, $name: String) { editContactReason(_id: $id, categoryId: $categoryId, name: $name) { _id name position category { _id } } }`;
const ORDER_REASONS = `mutation($categoryId: ID!, $ids: [ID!]!) { orderContactReasons(categoryId: $categoryId, ids: $ids) { _id position } }`;

type Gql = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; data?: unknown };
let server: TestServer;
let editor: string;
let reader: string;
const error = (response: Gql) => response.errors?.[0];
async function ok<T>(query: string, variables: Record<string, unknown>, token = editor): Promise<T> {
  const response = await server.gql<T>(query, variables, token);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!;
}

beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: {
        rides: {
          VIEW_CONTACT_REASONS: true,
          MODIFY_CONTACT_REASONS: true,
          MODIFY_CONTACT_REASON_CATEGORIES: true,
        },
      },
    }),
  );
  reader = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { rides: { VIEW_CONTACT_REASONS: true } } }),
  );
});
afterAll(() => server.close());

describe('contact reason categories', () => {
  it('creates in last place, edits, refuses an empty or duplicate name, and reorders', async () => {
    const a = (
      await ok<{ createContactReasonCategory: { _id: string; position: number } }>(CREATE_CATEGORY, {
        name: 'Payment',
        arName: 'الدفع',
      })
    ).createContactReasonCategory;
    const b = (
      await ok<{ createContactReasonCategory: { _id: string; position: number } }>(CREATE_CATEGORY, {
        name: 'Vehicle',
      })
    ).createContactReasonCategory;
    expect([a.position, b.position]).toEqual([0, 1]);
    expect(error(await server.gql(CREATE_CATEGORY, { name: '   ' }, editor))?.message).toBe(
      CONTACT_REASON_MESSAGES.nameRequired,
    );
    expect(error(await server.gql(CREATE_CATEGORY, { name: 'payment' }, editor))?.message).toBe(
      CONTACT_REASON_MESSAGES.duplicateCategory,
    );
    expect(
      (
        await ok<{ editContactReasonCategory: { name: string; active: boolean } }>(EDIT_CATEGORY, {
          id: b._id,
          name: 'Vehicles',
          active: false,
        })
      ).editContactReasonCategory,
    ).toMatchObject({
      name: 'Vehicles',
      active: false,
    });
    expect(error(await server.gql(ORDER_CATEGORIES, { ids: [b._id] }, editor))?.message).toBe(
      CONTACT_REASON_MESSAGES.orderMismatch,
    );
    await ok(ORDER_CATEGORIES, { ids: [b._id, a._id] });
    const list = (
      await ok<{ getContactReasonCategories: Array<{ _id: string; position: number }> }>(
        CATEGORIES,
        {},
        reader,
      )
    ).getContactReasonCategories;
    expect(list.map((category) => category._id)).toEqual([b._id, a._id]);
    expect(list.map((category) => category.position)).toEqual([0, 1]);
  });

  it('a reader of reasons may read categories but not change them; someone with neither flag may not read them', async () => {
    expect(error(await server.gql(CREATE_CATEGORY, { name: 'Other' }, reader))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const outsider = await signIn(
      server,
      await createStaff(server.handle.db, { level: 5, permissions: { rides: { VIEW_PAGE: true } } }),
    );
    expect(error(await server.gql(CATEGORIES, {}, outsider))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('contact reasons', () => {
  it('creates per category in order, moves between categories to the end, reorders within one', async () => {
    const cat = (
      await ok<{ createContactReasonCategory: { _id: string } }>(CREATE_CATEGORY, { name: 'Ride' })
    ).createContactReasonCategory._id;
    const other = (
      await ok<{ createContactReasonCategory: { _id: string } }>(CREATE_CATEGORY, { name: 'Account' })
    ).createContactReasonCategory._id;
    const made: string[] = [];
    for (const name of ['Could not end ride', 'Charged twice', 'Vehicle stopped']) {
      made.push(
        (await ok<{ createContactReason: { _id: string } }>(CREATE_REASON, { categoryId: cat, name }))
          .createContactReason._id,
      );
    }
    expect(
      error(await server.gql(CREATE_REASON, { categoryId: cat, name: 'charged TWICE' }, editor))?.message,
    ).toBe(CONTACT_REASON_MESSAGES.duplicateReason);
    expect(
      error(await server.gql(CREATE_REASON, { categoryId: 'missing', name: 'X' }, editor))?.message,
    ).toBe(CONTACT_REASON_MESSAGES.categoryNotFound);
    await ok(ORDER_REASONS, { categoryId: cat, ids: [made[2], made[0], made[1]] });
    const inCat = (
      await ok<{ getContactReasons: Array<{ _id: string; position: number }> }>(
        REASONS,
        { categoryId: cat },
        reader,
      )
    ).getContactReasons;
    expect(inCat.map((reason) => reason._id)).toEqual([made[2], made[0], made[1]]);
    await ok(CREATE_REASON, { categoryId: other, name: 'Change phone' });
    const moved = (
      await ok<{ editContactReason: { position: number; category: { _id: string } } }>(EDIT_REASON, {
        id: made[0],
        categoryId: other,
      })
    ).editContactReason;
    expect(moved).toMatchObject({ position: 1, category: { _id: other } });
    const counts = (
      await ok<{ getContactReasonCategories: Array<{ _id: string; reasonsCount: number }> }>(
        CATEGORIES,
        {},
        reader,
      )
    ).getContactReasonCategories;
    expect(counts.find((category) => category._id === cat)?.reasonsCount).toBe(2);
    expect(counts.find((category) => category._id === other)?.reasonsCount).toBe(2);
    expect(
      error(await server.gql(CREATE_REASON, { categoryId: cat, name: 'Y' }, reader))?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});
