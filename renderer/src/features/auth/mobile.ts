import { can } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import type { SessionRole } from './sessionUser';

export interface ClientTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** The shorter side of the screen in CSS pixels. */
  screenShortSide: number;
}

const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Mobile access (03 §6): a phone or tablet user agent, or a small touch screen
 * (iPadOS reports a desktop user agent, so touch plus size catches it).
 */
export function isMobileClient({ userAgent, maxTouchPoints, screenShortSide }: ClientTraits): boolean {
  if (MOBILE_UA.test(userAgent)) return true;
  return maxTouchPoints > 1 && screenShortSide > 0 && screenShortSide < 820;
}

const ALLOW_MOBILE = gate('home.ALLOW_MOBILE_ACCESS');

export function isMobileAccessRestricted(role: SessionRole | null, traits: ClientTraits): boolean {
  return isMobileClient(traits) && !can(role, ALLOW_MOBILE);
}

export function currentClientTraits(): ClientTraits {
  if (typeof window === 'undefined') return { userAgent: '', maxTouchPoints: 0, screenShortSide: 0 };
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    screenShortSide: Math.min(window.screen?.width ?? 0, window.screen?.height ?? 0),
  };
}
