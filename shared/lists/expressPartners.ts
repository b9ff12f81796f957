import { z } from 'zod';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** 02 §3 User: isExpressRider, isExpressAdmin. */
export const EXPRESS_PARTNER_KINDS = ['rider', 'admin'] as const;
export type ExpressPartnerKind = (typeof EXPRESS_PARTNER_KINDS)[number];

/** Express partners (/app/express-partners): the users who are express riders or express admins. */
export const expressPartnersFilterSchema = z.strictObject({
  kind: z.enum(EXPRESS_PARTNER_KINDS).optional(),
  area: id.optional(),
});
export type ExpressPartnersFilters = z.infer<typeof expressPartnersFilterSchema>;

export const EXPRESS_PARTNERS_SORT_FIELDS = ['createdAt', 'name', 'expressRidesCount'] as const;
export type ExpressPartnersSortField = (typeof EXPRESS_PARTNERS_SORT_FIELDS)[number];

export const EXPRESS_PARTNERS_LIST: ListDefinition<ExpressPartnersFilters, ExpressPartnersSortField> = {
  name: 'expressPartners',
  filters: expressPartnersFilterSchema,
  sortFields: EXPRESS_PARTNERS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
