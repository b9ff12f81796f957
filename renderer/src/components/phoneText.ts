/** Unicode LEFT-TO-RIGHT ISOLATE, FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A phone number inside plain text (a select option, a dialog subtitle): wrapped in a
 * left-to-right isolate so '+20…' stays '+20…' beside an Arabic name, where markup
 * (components/Phone.tsx) cannot be used. Empty input gives '-'.
 */
export function phoneText(number: string | null | undefined): string {
  return number ? `${LRI}${number}${PDI}` : '-';
}

/**
 * 'Name (phone)' for option labels and subtitles, the phone isolated. The name is isolated too
 * (in its own first-strong direction): a Latin name in an Arabic line otherwise pulls the
 * brackets its way and they are drawn mirrored, ')+20…( Omar Khaled'.
 */
export function nameWithPhone(name: string, number: string | null | undefined): string {
  return number ? `${FSI}${name}${PDI} (${phoneText(number)})` : name;
}
