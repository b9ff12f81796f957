import { describe, expect, it } from 'vitest';
import { concatenationHeader, DATA_CODING, encodeSms } from './smsParts';

const decodeUcs2 = (buffer: Buffer) => Buffer.from(buffer).swap16().toString('utf16le');

describe('SMS parts (GSM 03.38 / UCS-2, concatenation)', () => {
  it.each([
    ['a code in GSM', 'Your code is 123456.', DATA_CODING.gsm, [20]],
    ['160 GSM characters fit one part', 'x'.repeat(160), DATA_CODING.gsm, [160]],
    ['161 GSM characters take two parts of 153 at most', 'x'.repeat(161), DATA_CODING.gsm, [153, 8]],
    ['an extension character counts twice', '€'.repeat(80), DATA_CODING.gsm, [160]],
    ['Arabic goes as UCS-2, 70 to a part', 'م'.repeat(70), DATA_CODING.ucs2, [140]],
    ['71 Arabic characters take two parts of 67', 'م'.repeat(71), DATA_CODING.ucs2, [134, 8]],
  ])('%s', (_name, text, coding, sizes) => {
    const encoded = encodeSms(text);
    expect(encoded.dataCoding).toBe(coding);
    expect(encoded.parts.map((part) => part.payload.length)).toEqual(sizes);
    expect(encoded.parts.map((part) => [part.seq, part.total])).toEqual(
      sizes.map((_, index) => [index + 1, sizes.length]),
    );
  });

  it('encodes GSM letters by their GSM codes, and the escape pair of the extension table', () => {
    expect([...encodeSms('@A_€').parts[0]!.payload]).toEqual([0x00, 0x41, 0x11, 0x1b, 0x65]);
  });

  it('never cuts an escape pair or a surrogate pair between parts', () => {
    const gsm = encodeSms(`${'x'.repeat(152)}€${'x'.repeat(10)}`);
    expect(gsm.parts.map((part) => part.payload.length)).toEqual([152, 12]);
    const emoji = encodeSms(`${'م'.repeat(66)}😀${'م'.repeat(5)}`);
    expect(emoji.parts.map((part) => part.payload.length)).toEqual([132, 14]);
    expect(decodeUcs2(emoji.parts[1]!.payload)).toBe(`😀${'م'.repeat(5)}`);
  });

  it('Arabic text survives the round trip', () => {
    const text = 'رمز التحقق الخاص بك هو 123456';
    expect(
      encodeSms(text)
        .parts.map((part) => decodeUcs2(part.payload))
        .join(''),
    ).toBe(text);
  });

  it('writes the concatenation header', () => {
    const [part] = encodeSms('x'.repeat(200)).parts;
    expect([...concatenationHeader(0x1a7, part!)]).toEqual([0x05, 0x00, 0x03, 0xa7, 2, 1]);
  });
});
