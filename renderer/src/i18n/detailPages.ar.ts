import type { Catalogue } from './en';

/** The states of the pages about one thing, in Arabic (detailPages.en.ts has the English). */
export const arDetailPages: Catalogue['detailPages'] = {
  tryAgain: 'حاول مرة أخرى',
  loadError: 'تعذّر تحميل هذه الصفحة',
  offline: 'لا يمكن الوصول إلى الخادم',
  refused: 'ليست لديك صلاحية لعرض هذه الصفحة.',
  refusedHint: 'اطلب من أحد المسؤولين الصلاحية التي تحتاجها هذه الصفحة.',
  task: {
    notFoundHint: 'لا توجد مهمة بهذا المعرّف.',
    back: 'رجوع',
  },
  area: {
    notFound: 'المنطقة غير موجودة',
    notFoundHint: 'لا توجد منطقة بهذا المعرّف.',
    back: 'العودة إلى المناطق',
  },
  item: {
    notFoundHint: 'لا يوجد صنف في المخزون بهذا المعرّف.',
    back: 'العودة إلى أصناف المخزون',
  },
  warehouse: {
    notFoundHint: 'لا يوجد مستودع بهذا المعرّف.',
    back: 'العودة إلى المستودعات',
  },
};
