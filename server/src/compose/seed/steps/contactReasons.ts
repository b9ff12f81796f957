import { contactReasonCategories, contactReasons } from '../../../domains/contactReasons/tables';
import { addCount, type SeedContext, type SeedStep } from '../context';

/** What riders of a scooter service contact support about, grouped as support staff group them. */
const CATEGORIES: Array<{ name: string; arName: string; reasons: Array<[string, string]> }> = [
  {
    name: 'Ride',
    arName: 'الرحلة',
    reasons: [
      ['Could not end the ride', 'لم أستطع إنهاء الرحلة'],
      ['Vehicle stopped during the ride', 'توقف السكوتر أثناء الرحلة'],
      ['Could not unlock the vehicle', 'لم أستطع فتح السكوتر'],
      ['Parking photo was rejected', 'تم رفض صورة الركن'],
    ],
  },
  {
    name: 'Payment',
    arName: 'الدفع',
    reasons: [
      ['Charged twice', 'تم الخصم مرتين'],
      ['Ride price looks wrong', 'سعر الرحلة غير صحيح'],
      ['Card was declined', 'تم رفض البطاقة'],
    ],
  },
  {
    name: 'Vehicle',
    arName: 'السكوتر',
    reasons: [
      ['Low battery at start', 'البطارية ضعيفة عند البداية'],
      ['Damaged vehicle', 'سكوتر تالف'],
      ['Vehicle not where the map shows', 'السكوتر ليس في مكانه على الخريطة'],
    ],
  },
  {
    name: 'Account',
    arName: 'الحساب',
    reasons: [
      ['Change phone number', 'تغيير رقم الهاتف'],
      ['ID verification', 'التحقق من الهوية'],
    ],
  },
];

/** Contact reason categories and reasons (migration 0019), one switched off to show the state. */
export const contactReasonsStep: SeedStep = {
  name: 'contact-reasons',
  async run(ctx: SeedContext) {
    const random = ctx.random('contact-reasons');
    const at = new Date(ctx.now.getTime() - 90 * 86_400_000);
    const categoryRows = CATEGORIES.map((category, position) => ({
      id: random.id(at),
      name: category.name,
      arName: category.arName,
      position,
      createdAt: at,
      updatedAt: at,
    }));
    await ctx.tx.insert(contactReasonCategories).values(categoryRows);
    const reasonRows = CATEGORIES.flatMap((category, index) =>
      category.reasons.map(([name, arName], position) => ({
        id: random.id(at),
        categoryId: categoryRows[index]!.id,
        name,
        arName,
        position,
        active: !(category.name === 'Vehicle' && position === 2),
        createdAt: at,
        updatedAt: at,
      })),
    );
    await ctx.tx.insert(contactReasons).values(reasonRows);
    addCount(ctx, 'contact_reason_categories', categoryRows.length);
    addCount(ctx, 'contact_reasons', reasonRows.length);
  },
};
