import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** What a boleto voucher prints: the page's payment, and its next action's number and expiry. */
export interface BoletoVoucher {
  /** The 47-digit "linha digitável" the shopper types at a bank or pays at a lottery shop. */
  number: string;
  amount: number;
  currency: string;
  /** Unix seconds: the last day it can be paid. */
  expiresAt: number;
  merchantName: string;
}

/**
 * The 44-digit barcode a boleto's 47-digit line encodes: bank and currency (4), the general
 * check digit (1), due-date factor and value (14), then the free field the line split into
 * three parts, each followed there by its own check digit.
 */
export function boletoBarcodeDigits(line: string): string {
  if (!/^\d{47}$/.test(line)) throw new Error('A boleto line has 47 digits.');
  return (
    line.slice(0, 4) +
    line.slice(32, 33) +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31)
  );
}

/** The line as printed: 5.5 5.6 5.6 1 14 ("00190.00009 01234.567890 …"). */
export function formatBoletoLine(line: string): string {
  const part = (from: number, to: number) => line.slice(from, to);
  return [
    `${part(0, 5)}.${part(5, 10)}`,
    `${part(10, 15)}.${part(15, 21)}`,
    `${part(21, 26)}.${part(26, 32)}`,
    part(32, 33),
    part(33, 47),
  ].join(' ');
}

// Interleaved 2 of 5, the barcode boletos use: each digit is five elements, two of them wide;
// digits go in pairs, the first drawn by the bars, the second by the spaces between them.
const ITF_DIGITS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
];

/**
 * The widths, in narrow units, of the barcode's elements from the left, bar first and then
 * alternating bar and space: the start code, the digit pairs, the stop code.
 */
export function itfWidths(digits: string, wide = 3): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error('ITF encodes an even number of digits.');
  const width = (element: string) => (element === 'w' ? wide : 1);
  const widths = [1, 1, 1, 1];
  for (let at = 0; at < digits.length; at += 2) {
    const bars = ITF_DIGITS[Number(digits[at])] ?? '';
    const spaces = ITF_DIGITS[Number(digits[at + 1])] ?? '';
    for (let element = 0; element < 5; element += 1) {
      widths.push(width(bars[element] ?? 'n'), width(spaces[element] ?? 'n'));
    }
  }
  widths.push(wide, 1, 1);
  return widths;
}

function drawBarcode(page: PDFPage, digits: string, x: number, y: number, height: number) {
  const unit = 0.85;
  let left = x;
  itfWidths(digits).forEach((width, index) => {
    // Even elements are bars, odd ones the spaces between them.
    if (index % 2 === 0) {
      page.drawRectangle({ x: left, y, width: width * unit, height, color: rgb(0, 0, 0) });
    }
    left += width * unit;
  });
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );

const day = (unixSeconds: number) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(new Date(unixSeconds * 1000));

/**
 * The boleto as a one-page PDF (A4), as Stripe's `boleto_display_details.pdf` links one: the
 * beneficiary, the amount and due date, the typed line and its barcode. In Portuguese, as a
 * boleto is a Brazilian bank document; marked as a test document that pays nothing.
 */
export async function boletoPdf(voucher: BoletoVoucher): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Boleto ${voucher.number}`);
  document.setSubject('Boleto bancário de teste');
  document.setProducer('Kassa');
  document.setCreator('Kassa');
  document.setLanguage('pt-BR');
  const page = document.addPage([595.28, 841.89]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.21);
  const muted = rgb(0.35, 0.4, 0.5);
  let y = 780;
  page.drawText('Boleto bancário', { x: 48, y, size: 20, font: bold, color: ink });
  y -= 20;
  page.drawText('Documento de teste: não tem valor e não pode ser pago.', {
    x: 48,
    y,
    size: 10,
    font: regular,
    color: rgb(0.75, 0.08, 0.22),
  });
  y -= 36;
  const rows: [string, string][] = [
    ['Beneficiário', voucher.merchantName],
    ['Valor do documento', money(voucher.amount, voucher.currency)],
    ['Vencimento', day(voucher.expiresAt)],
  ];
  for (const [label, value] of rows) {
    page.drawText(label, { x: 48, y, size: 9, font: regular, color: muted });
    page.drawText(value, { x: 200, y, size: 12, font: bold, color: ink });
    y -= 24;
  }
  y -= 12;
  page.drawText('Linha digitável', { x: 48, y, size: 9, font: regular, color: muted });
  y -= 18;
  page.drawText(formatBoletoLine(voucher.number), { x: 48, y, size: 13, font: bold, color: ink });
  y -= 70;
  drawBarcode(page, boletoBarcodeDigits(voucher.number), 48, y, 50);
  return document.save();
}
