import type { RefusalCode } from '@ops/shared/rules/refusals';

/** The failures the staff read, in Arabic (errors.en.ts has the English and why). */
export const arErrors = {
  generic: 'حدث خطأ ما!',
  network: 'خطأ غير متوقع. يرجى التحقق من اتصالك بالشبكة',
  otp: 'حدث خطأ ما',
  refusal: {
    NOT_CHECKED_IN: 'المستخدم لم يسجّل الحضور',
    APPROVAL_PENDING: 'أُرسل للموافقة: يجب أن يوافق مستخدم آخر على هذا التغيير قبل أن يتحرك المال.',
    TASK_NOT_FOUND: 'المهمة غير موجودة',
    ITEM_NOT_FOUND: 'الصنف غير موجود',
    WAREHOUSE_NOT_FOUND: 'المستودع غير موجود',
    RIDE_NOT_FOUND: 'الرحلة غير موجودة!',
    RIDES_NOT_ALLOWED: 'غير مسموح لك بعرض الرحلات.',
    AREA_CHANGED: 'غيّر شخص آخر هذه المنطقة منذ فتحتها. أعد تحميل المنطقة ثم أجرِ تغييراتك مرة أخرى.',
    VERIFICATION_NOT_FOUND: 'التحقق غير موجود',
    VERIFICATION_DATA_COMPLETED: 'أكمل شخص آخر بيانات هذا التحقق بالفعل',
    VERIFICATION_NOT_ACCEPTED: 'لا تُستكمل البيانات إلا للتحقق المقبول',
  } satisfies Record<RefusalCode, string>,
};
