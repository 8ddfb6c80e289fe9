import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boletoBarcodeDigits, boletoPdf, formatBoletoLine, itfWidths } from './boleto-pdf.js';

// A line laid out as a boleto's: bank 001, currency 9, the free field in three parts (each
// with its check digit), the general check digit 3, then due-date factor 9999 and 130.00.
const LINE = `0019${'12345'}6${'7890123456'}7${'8901234567'}8${'3'}${'9999'}${'0000013000'}`;

/** Every text a page draws: pdf-lib writes a standard font's strings as hex in the content. */
function drawnHex(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
      } catch {
        return match[1] ?? '';
      }
    })
    .join('\n');
}

const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('the boleto voucher PDF', () => {
  it('reads the 44-digit barcode out of the 47-digit line', () => {
    expect(LINE).toHaveLength(47);
    expect(boletoBarcodeDigits(LINE)).toBe(
      `0019${'3'}${'9999'}${'0000013000'}${'12345'}${'7890123456'}${'8901234567'}`,
    );
    expect(() => boletoBarcodeDigits('123')).toThrow('47 digits');
  });

  it('prints the line in its five groups', () => {
    expect(formatBoletoLine(LINE)).toBe('00191.23456 78901.234567 89012.345678 3 99990000013000');
  });

  it('encodes interleaved 2 of 5: start, two wide of five per digit, stop', () => {
    const widths = itfWidths('01');
    expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]);
    // 0 (nnwwn) on the bars, 1 (wnnnw) on the spaces, interleaved.
    expect(widths.slice(4, 14)).toEqual([1, 3, 1, 1, 3, 1, 3, 1, 1, 3]);
    expect(widths.slice(14)).toEqual([3, 1, 1]);
    const all = itfWidths(boletoBarcodeDigits(LINE));
    expect(all).toHaveLength(4 + 44 * 5 + 3);
    expect(all.filter((width) => width === 3)).toHaveLength(44 * 2 + 1);
    expect(() => itfWidths('123')).toThrow('even number');
  });

  it('is a one-page PDF naming the boleto, with its beneficiary, amount, due date and line', async () => {
    const pdf = await boletoPdf({
      number: LINE,
      amount: 13000,
      currency: 'brl',
      expiresAt: Date.UTC(2026, 11, 31, 23, 59, 59) / 1000,
      merchantName: 'Loja Teste',
    });
    expect(Buffer.from(pdf.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Boleto ${LINE}`);
    const content = drawnHex(pdf);
    for (const text of [
      'Loja Teste',
      'R$\u00a0130,00',
      '31/12/2026',
      formatBoletoLine(LINE),
      'Documento de teste: não tem valor e não pode ser pago.',
    ]) {
      expect(content, text).toContain(hexOf(text));
    }
  });
});
