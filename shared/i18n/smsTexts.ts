import type { Language } from '../rules/locale';

/**
 * The one-time code SMS in the staff member's language (issue 28 item 1). Arabic leaves the
 * GSM alphabet, so the SMS adapters send it as UCS-2 (data_coding 8, 70 characters a part).
 * The code stays in ASCII digits in both: phones offer to copy it into the field.
 */
export function verificationCodeSms(language: Language, code: string): string {
  if (language === 'ar')
    return `رمز التحقق الخاص بك في Ops Dashboard هو ${code}. تنتهي صلاحيته خلال 5 دقائق.`;
  return `Your Ops Dashboard verification code is ${code}. It expires in 5 minutes.`;
}
