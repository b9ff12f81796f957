/**
 * How one text becomes SMS parts (3GPP TS 23.038 / 23.040). Pure: the SMPP provider sends what
 * this returns, and the table test pins the limits.
 *
 * GSM 7-bit text goes as the SMSC default alphabet (data_coding 0), one octet per septet, 160
 * septets in one part, 153 in each part of a concatenated message (a 6-octet UDH takes 7).
 * Anything outside that alphabet (Arabic) goes as UCS-2 (data_coding 8): 70 characters in one
 * part, 67 per concatenated part.
 */

// The GSM 03.38 basic set and, after an escape, its extension table.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';
const GSM_EXTENDED_CODES = [0x0a, 0x14, 0x28, 0x29, 0x2f, 0x3c, 0x3d, 0x3e, 0x40, 0x65];
const ESCAPE = 0x1b;

export const DATA_CODING = { gsm: 0x00, ucs2: 0x08 } as const;

export interface SmsPart {
  /** The encoded text of this part, without its user data header. */
  payload: Buffer;
  /** 1-based; with `total`, what the concatenation header carries. */
  seq: number;
  total: number;
}

export interface EncodedSms {
  dataCoding: number;
  parts: SmsPart[];
}

function gsmOctets(char: string): number[] | null {
  const basic = GSM_BASIC.indexOf(char);
  if (basic >= 0 && char !== '\u001b') return [basic];
  const extended = GSM_EXTENDED.indexOf(char);
  if (extended >= 0) return [ESCAPE, GSM_EXTENDED_CODES[extended] as number];
  return null;
}

function ucs2Octets(char: string): number[] {
  const buffer = Buffer.from(char, 'utf16le').swap16();
  return [...buffer];
}

/** Splits into parts of at most `size` octets without cutting a character (an escape pair, a surrogate pair). */
function split(chars: number[][], size: number): Buffer[] {
  const parts: Buffer[] = [];
  let current: number[] = [];
  for (const octets of chars) {
    if (current.length + octets.length > size) {
      parts.push(Buffer.from(current));
      current = [];
    }
    current.push(...octets);
  }
  if (current.length > 0 || parts.length === 0) parts.push(Buffer.from(current));
  return parts;
}

/** The encoding and parts of `text`: GSM when every character has a GSM code, else UCS-2. */
export function encodeSms(text: string): EncodedSms {
  // Array.from walks code points, so a surrogate pair stays one character.
  const characters = Array.from(text);
  const gsm = characters.map(gsmOctets);
  const isGsm = gsm.every((octets) => octets !== null);
  const chars = isGsm ? (gsm as number[][]) : characters.map(ucs2Octets);
  // One part holds 140 octets; a concatenated part gives 6 of them (7 septets in GSM) to its header.
  const single = isGsm ? 160 : 140;
  const multi = isGsm ? 153 : 134;
  const total = chars.reduce((sum, octets) => sum + octets.length, 0);
  const buffers = total <= single ? split(chars, single) : split(chars, multi);
  return {
    dataCoding: isGsm ? DATA_CODING.gsm : DATA_CODING.ucs2,
    parts: buffers.map((payload, index) => ({ payload, seq: index + 1, total: buffers.length })),
  };
}

/** The 6-octet concatenation header (IEI 0x00, 8-bit reference). */
export function concatenationHeader(reference: number, part: SmsPart): Buffer {
  return Buffer.from([0x05, 0x00, 0x03, reference & 0xff, part.total, part.seq]);
}
