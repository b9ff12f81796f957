/**
 * Export cell values in Arabic (issue 28 item 4): the app's own words a cell may hold (yes/no,
 * bill types, ID verification statuses, users' status and type), keyed by the English the
 * server writes. Only fields marked `words` are looked up here, so a rider's name or comment
 * that happens to read 'Yes' is never changed.
 */
export const EXPORT_VALUES_AR: Readonly<Record<string, string>> = {
  Yes: 'نعم',
  No: 'لا',
  // shared/rules/bills.ts BILL_TYPE_LABELS (a test checks every one is here).
  Ride: 'رحلة',
  'Day Rental': 'إيجار يومي',
  'Settle Negative Balance': 'تسوية رصيد سالب',
  'Vehicle Reservation': 'حجز مركبة',
  'Prime Subscription': 'اشتراك برايم',
  'Wallet Charge': 'شحن المحفظة',
  Refund: 'استرداد',
  Compensation: 'تعويض',
  Transfer: 'تحويل',
  Internal: 'داخلي',
  Fine: 'غرامة',
  'Remove Compensation': 'إلغاء تعويض',
  Other: 'أخرى',
  // shared/rules/labels.ts ID_VERIFICATION_STATUS_LABELS, and the users export's own words.
  'Pending Verification': 'في انتظار التحقق',
  'Accepted Verification': 'تم قبول التحقق',
  'Declined Verification': 'تم رفض التحقق',
  'Removed Verification': 'تمت إزالة التحقق',
  'Not sent': 'لم يُرسل',
  Blocked: 'محظور',
  Active: 'نشط',
  Deactivated: 'معطّل',
  Operations: 'تشغيل',
  User: 'مستخدم',
};
