// Derived from the libaddressinput data in ./generated (Copyright Google Inc., Apache License
// 2.0, see generated/LICENSE.txt): only what a postal code check needs, one export per country so
// a bundle keeps just the countries it imports. postal-rules.test.ts keeps it equal to the data.
import type { PostalCodeRule } from './postal-code.js';

export const POSTAL_AC: PostalCodeRule = { code: 'AC', pattern: 'ASCN 1ZZ', type: 'postal' };
export const POSTAL_AD: PostalCodeRule = { code: 'AD', pattern: 'AD[1-7]0\\d', type: 'postal' };
export const POSTAL_AE: PostalCodeRule = { code: 'AE', type: 'postal' };
export const POSTAL_AF: PostalCodeRule = { code: 'AF', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_AG: PostalCodeRule = { code: 'AG', type: 'postal' };
export const POSTAL_AI: PostalCodeRule = { code: 'AI', pattern: '2640', type: 'postal' };
export const POSTAL_AL: PostalCodeRule = { code: 'AL', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_AM: PostalCodeRule = { code: 'AM', pattern: '(37)?\\d{4}', type: 'postal' };
export const POSTAL_AO: PostalCodeRule = { code: 'AO', type: 'postal' };
export const POSTAL_AQ: PostalCodeRule = { code: 'AQ', type: 'postal' };
export const POSTAL_AR: PostalCodeRule = {
  code: 'AR',
  pattern: '([A-HJ-NP-Z])?\\d{4}([A-Z]{3})?',
  type: 'postal',
  upper: true,
};
export const POSTAL_AS: PostalCodeRule = { code: 'AS', pattern: '96799', type: 'zip' };
export const POSTAL_AT: PostalCodeRule = { code: 'AT', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_AU: PostalCodeRule = { code: 'AU', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_AW: PostalCodeRule = { code: 'AW', type: 'postal' };
export const POSTAL_AX: PostalCodeRule = {
  code: 'AX',
  pattern: '22\\d{3}',
  prefix: 'AX-',
  type: 'postal',
};
export const POSTAL_AZ: PostalCodeRule = {
  code: 'AZ',
  pattern: '\\d{4}',
  prefix: 'AZ ',
  type: 'postal',
};
export const POSTAL_BA: PostalCodeRule = { code: 'BA', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_BB: PostalCodeRule = { code: 'BB', pattern: '(BB\\d{5})?', type: 'postal' };
export const POSTAL_BD: PostalCodeRule = { code: 'BD', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_BE: PostalCodeRule = { code: 'BE', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_BF: PostalCodeRule = { code: 'BF', type: 'postal' };
export const POSTAL_BG: PostalCodeRule = { code: 'BG', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_BH: PostalCodeRule = {
  code: 'BH',
  pattern: '((\\d|1[0-2])\\d{2})?',
  type: 'postal',
};
export const POSTAL_BI: PostalCodeRule = { code: 'BI', type: 'postal' };
export const POSTAL_BJ: PostalCodeRule = { code: 'BJ', type: 'postal' };
export const POSTAL_BL: PostalCodeRule = { code: 'BL', pattern: '9[78][01]\\d{2}', type: 'postal' };
export const POSTAL_BM: PostalCodeRule = {
  code: 'BM',
  pattern: '[A-Z]{2}[ ]?[A-Z0-9]{2}',
  type: 'postal',
};
export const POSTAL_BN: PostalCodeRule = {
  code: 'BN',
  pattern: '[A-Z]{2}[ ]?\\d{4}',
  type: 'postal',
};
export const POSTAL_BO: PostalCodeRule = { code: 'BO', type: 'postal' };
export const POSTAL_BQ: PostalCodeRule = { code: 'BQ', type: 'postal' };
export const POSTAL_BR: PostalCodeRule = {
  code: 'BR',
  pattern: '\\d{5}[\\-]?\\d{3}',
  type: 'postal',
};
export const POSTAL_BS: PostalCodeRule = { code: 'BS', type: 'postal' };
export const POSTAL_BT: PostalCodeRule = { code: 'BT', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_BV: PostalCodeRule = { code: 'BV', type: 'postal' };
export const POSTAL_BW: PostalCodeRule = { code: 'BW', type: 'postal' };
export const POSTAL_BY: PostalCodeRule = { code: 'BY', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_BZ: PostalCodeRule = { code: 'BZ', type: 'postal' };
export const POSTAL_CA: PostalCodeRule = {
  code: 'CA',
  pattern: '[ABCEGHJKLMNPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z][ ]?\\d[ABCEGHJ-NPRSTV-Z]\\d',
  type: 'postal',
  upper: true,
};
export const POSTAL_CC: PostalCodeRule = { code: 'CC', pattern: '6799', type: 'postal' };
export const POSTAL_CD: PostalCodeRule = { code: 'CD', type: 'postal' };
export const POSTAL_CF: PostalCodeRule = { code: 'CF', type: 'postal' };
export const POSTAL_CG: PostalCodeRule = { code: 'CG', type: 'postal' };
export const POSTAL_CH: PostalCodeRule = {
  code: 'CH',
  pattern: '\\d{4}',
  prefix: 'CH-',
  type: 'postal',
};
export const POSTAL_CI: PostalCodeRule = { code: 'CI', type: 'postal' };
export const POSTAL_CK: PostalCodeRule = { code: 'CK', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_CL: PostalCodeRule = { code: 'CL', pattern: '\\d{7}', type: 'postal' };
export const POSTAL_CM: PostalCodeRule = { code: 'CM', type: 'postal' };
export const POSTAL_CN: PostalCodeRule = { code: 'CN', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_CO: PostalCodeRule = { code: 'CO', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_CR: PostalCodeRule = {
  code: 'CR',
  pattern: '\\d{4,5}|\\d{3}-\\d{4}',
  type: 'postal',
};
export const POSTAL_CU: PostalCodeRule = { code: 'CU', type: 'postal' };
export const POSTAL_CV: PostalCodeRule = { code: 'CV', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_CW: PostalCodeRule = { code: 'CW', type: 'postal' };
export const POSTAL_CX: PostalCodeRule = { code: 'CX', pattern: '6798', type: 'postal' };
export const POSTAL_CY: PostalCodeRule = { code: 'CY', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_CZ: PostalCodeRule = {
  code: 'CZ',
  pattern: '\\d{3}[ ]?\\d{2}',
  type: 'postal',
};
export const POSTAL_DE: PostalCodeRule = { code: 'DE', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_DJ: PostalCodeRule = { code: 'DJ', type: 'postal' };
export const POSTAL_DK: PostalCodeRule = { code: 'DK', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_DM: PostalCodeRule = { code: 'DM', type: 'postal' };
export const POSTAL_DO: PostalCodeRule = { code: 'DO', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_DZ: PostalCodeRule = { code: 'DZ', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_EC: PostalCodeRule = {
  code: 'EC',
  pattern: '([A-Z]\\d{4}[A-Z]|(?:[A-Z]{2})?\\d{6})?',
  type: 'postal',
  upper: true,
};
export const POSTAL_EE: PostalCodeRule = { code: 'EE', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_EG: PostalCodeRule = { code: 'EG', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_EH: PostalCodeRule = { code: 'EH', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_ER: PostalCodeRule = { code: 'ER', type: 'postal' };
export const POSTAL_ES: PostalCodeRule = { code: 'ES', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_ET: PostalCodeRule = { code: 'ET', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_FI: PostalCodeRule = {
  code: 'FI',
  pattern: '\\d{5}',
  prefix: 'FI-',
  type: 'postal',
};
export const POSTAL_FJ: PostalCodeRule = { code: 'FJ', type: 'postal' };
export const POSTAL_FK: PostalCodeRule = {
  code: 'FK',
  pattern: 'FIQQ 1ZZ',
  type: 'postal',
  upper: true,
};
export const POSTAL_FM: PostalCodeRule = {
  code: 'FM',
  pattern: '(9694[1-4])([ \\-]\\d{4})?',
  type: 'zip',
};
export const POSTAL_FO: PostalCodeRule = {
  code: 'FO',
  pattern: '\\d{3}',
  prefix: 'FO',
  type: 'postal',
};
export const POSTAL_FR: PostalCodeRule = {
  code: 'FR',
  pattern: '\\d{2}[ ]?\\d{3}',
  type: 'postal',
};
export const POSTAL_GA: PostalCodeRule = { code: 'GA', type: 'postal' };
export const POSTAL_GB: PostalCodeRule = {
  code: 'GB',
  pattern:
    'GIR[ ]?0AA|((AB|AL|B|BA|BB|BD|BH|BL|BN|BR|BS|BT|BX|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|E|EC|EH|EN|EX|FK|FY|G|GL|GY|GU|HA|HD|HG|HP|HR|HS|HU|HX|IG|IM|IP|IV|JE|KA|KT|KW|KY|L|LA|LD|LE|LL|LN|LS|LU|M|ME|MK|ML|N|NE|NG|NN|NP|NR|NW|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|RM|S|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|W|WA|WC|WD|WF|WN|WR|WS|WV|YO|ZE)(\\d[\\dA-Z]?[ ]?\\d[ABD-HJLN-UW-Z]{2}))|BFPO[ ]?\\d{1,4}',
  type: 'postal',
  upper: true,
};
export const POSTAL_GD: PostalCodeRule = { code: 'GD', type: 'postal' };
export const POSTAL_GE: PostalCodeRule = { code: 'GE', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_GF: PostalCodeRule = { code: 'GF', pattern: '9[78]3\\d{2}', type: 'postal' };
export const POSTAL_GG: PostalCodeRule = {
  code: 'GG',
  pattern: 'GY\\d[\\dA-Z]?[ ]?\\d[ABD-HJLN-UW-Z]{2}',
  type: 'postal',
  upper: true,
};
export const POSTAL_GH: PostalCodeRule = { code: 'GH', type: 'postal' };
export const POSTAL_GI: PostalCodeRule = { code: 'GI', pattern: 'GX11 1AA', type: 'postal' };
export const POSTAL_GL: PostalCodeRule = { code: 'GL', pattern: '39\\d{2}', type: 'postal' };
export const POSTAL_GM: PostalCodeRule = { code: 'GM', type: 'postal' };
export const POSTAL_GN: PostalCodeRule = { code: 'GN', pattern: '\\d{3}', type: 'postal' };
export const POSTAL_GP: PostalCodeRule = { code: 'GP', pattern: '9[78][01]\\d{2}', type: 'postal' };
export const POSTAL_GQ: PostalCodeRule = { code: 'GQ', type: 'postal' };
export const POSTAL_GR: PostalCodeRule = { code: 'GR', pattern: '\\d{3} ?\\d{2}', type: 'postal' };
export const POSTAL_GS: PostalCodeRule = {
  code: 'GS',
  pattern: 'SIQQ 1ZZ',
  type: 'postal',
  upper: true,
};
export const POSTAL_GT: PostalCodeRule = { code: 'GT', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_GU: PostalCodeRule = {
  code: 'GU',
  pattern: '969([12]\\d|3[12])([ \\-]\\d{4})?',
  type: 'zip',
};
export const POSTAL_GW: PostalCodeRule = { code: 'GW', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_GY: PostalCodeRule = { code: 'GY', type: 'postal' };
export const POSTAL_HK: PostalCodeRule = { code: 'HK', type: 'postal' };
export const POSTAL_HM: PostalCodeRule = { code: 'HM', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_HN: PostalCodeRule = { code: 'HN', pattern: '(?:\\d{5})?', type: 'postal' };
export const POSTAL_HR: PostalCodeRule = {
  code: 'HR',
  pattern: '\\d{5}',
  prefix: 'HR-',
  type: 'postal',
};
export const POSTAL_HT: PostalCodeRule = {
  code: 'HT',
  pattern: '\\d{4}',
  prefix: 'HT',
  type: 'postal',
};
export const POSTAL_HU: PostalCodeRule = { code: 'HU', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_ID: PostalCodeRule = { code: 'ID', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_IE: PostalCodeRule = { code: 'IE', type: 'postal' };
export const POSTAL_IL: PostalCodeRule = {
  code: 'IL',
  pattern: '\\d{5}(?:\\d{2})?',
  type: 'postal',
};
export const POSTAL_IM: PostalCodeRule = {
  code: 'IM',
  pattern: 'IM\\d[\\dA-Z]?[ ]?\\d[ABD-HJLN-UW-Z]{2}',
  type: 'postal',
  upper: true,
};
export const POSTAL_IN: PostalCodeRule = { code: 'IN', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_IO: PostalCodeRule = {
  code: 'IO',
  pattern: 'BBND 1ZZ',
  type: 'postal',
  upper: true,
};
export const POSTAL_IQ: PostalCodeRule = { code: 'IQ', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_IR: PostalCodeRule = { code: 'IR', pattern: '\\d{5}-?\\d{5}', type: 'postal' };
export const POSTAL_IS: PostalCodeRule = { code: 'IS', pattern: '\\d{3}', type: 'postal' };
export const POSTAL_IT: PostalCodeRule = { code: 'IT', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_JE: PostalCodeRule = {
  code: 'JE',
  pattern: 'JE\\d[\\dA-Z]?[ ]?\\d[ABD-HJLN-UW-Z]{2}',
  type: 'postal',
  upper: true,
};
export const POSTAL_JM: PostalCodeRule = { code: 'JM', type: 'postal' };
export const POSTAL_JO: PostalCodeRule = { code: 'JO', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_JP: PostalCodeRule = { code: 'JP', pattern: '\\d{3}-?\\d{4}', type: 'postal' };
export const POSTAL_KE: PostalCodeRule = { code: 'KE', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_KG: PostalCodeRule = { code: 'KG', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_KH: PostalCodeRule = { code: 'KH', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_KI: PostalCodeRule = { code: 'KI', type: 'postal' };
export const POSTAL_KM: PostalCodeRule = { code: 'KM', type: 'postal' };
export const POSTAL_KN: PostalCodeRule = { code: 'KN', type: 'postal' };
export const POSTAL_KP: PostalCodeRule = { code: 'KP', type: 'postal' };
export const POSTAL_KR: PostalCodeRule = {
  code: 'KR',
  pattern: '\\d{3}[\\-]\\d{3}',
  type: 'postal',
  upper: true,
};
export const POSTAL_KW: PostalCodeRule = { code: 'KW', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_KY: PostalCodeRule = { code: 'KY', pattern: 'KY\\d-\\d{4}', type: 'postal' };
export const POSTAL_KZ: PostalCodeRule = { code: 'KZ', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_LA: PostalCodeRule = { code: 'LA', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_LB: PostalCodeRule = {
  code: 'LB',
  pattern: '(\\d{4}([ ]?\\d{4})?)?',
  type: 'postal',
};
export const POSTAL_LC: PostalCodeRule = { code: 'LC', type: 'postal' };
export const POSTAL_LI: PostalCodeRule = {
  code: 'LI',
  pattern: '(948[5-9])|(949[0-7])',
  prefix: 'FL-',
  type: 'postal',
};
export const POSTAL_LK: PostalCodeRule = { code: 'LK', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_LR: PostalCodeRule = { code: 'LR', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_LS: PostalCodeRule = { code: 'LS', pattern: '\\d{3}', type: 'postal' };
export const POSTAL_LT: PostalCodeRule = {
  code: 'LT',
  pattern: '\\d{5}',
  prefix: 'LT-',
  type: 'postal',
};
export const POSTAL_LU: PostalCodeRule = {
  code: 'LU',
  pattern: '\\d{4}',
  prefix: 'L-',
  type: 'postal',
};
export const POSTAL_LV: PostalCodeRule = { code: 'LV', pattern: 'LV-\\d{4}', type: 'postal' };
export const POSTAL_LY: PostalCodeRule = { code: 'LY', type: 'postal' };
export const POSTAL_MA: PostalCodeRule = { code: 'MA', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_MC: PostalCodeRule = {
  code: 'MC',
  pattern: '980\\d{2}',
  prefix: 'MC-',
  type: 'postal',
};
export const POSTAL_MD: PostalCodeRule = {
  code: 'MD',
  pattern: '\\d{4}',
  prefix: 'MD-',
  type: 'postal',
};
export const POSTAL_ME: PostalCodeRule = { code: 'ME', pattern: '8\\d{4}', type: 'postal' };
export const POSTAL_MF: PostalCodeRule = { code: 'MF', pattern: '9[78][01]\\d{2}', type: 'postal' };
export const POSTAL_MG: PostalCodeRule = { code: 'MG', pattern: '\\d{3}', type: 'postal' };
export const POSTAL_MH: PostalCodeRule = {
  code: 'MH',
  pattern: '969[67]\\d([ \\-]\\d{4})?',
  type: 'zip',
};
export const POSTAL_MK: PostalCodeRule = { code: 'MK', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_ML: PostalCodeRule = { code: 'ML', type: 'postal' };
export const POSTAL_MM: PostalCodeRule = { code: 'MM', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_MN: PostalCodeRule = { code: 'MN', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_MO: PostalCodeRule = { code: 'MO', type: 'postal' };
export const POSTAL_MP: PostalCodeRule = {
  code: 'MP',
  pattern: '9695[012]([ \\-]\\d{4})?',
  type: 'zip',
};
export const POSTAL_MQ: PostalCodeRule = { code: 'MQ', pattern: '9[78]2\\d{2}', type: 'postal' };
export const POSTAL_MR: PostalCodeRule = { code: 'MR', type: 'postal' };
export const POSTAL_MS: PostalCodeRule = { code: 'MS', type: 'postal' };
export const POSTAL_MT: PostalCodeRule = {
  code: 'MT',
  pattern: '[A-Z]{3}[ ]?\\d{2,4}',
  type: 'postal',
  upper: true,
};
export const POSTAL_MU: PostalCodeRule = {
  code: 'MU',
  pattern: '(\\d{3}[A-Z]{2}\\d{3})?',
  type: 'postal',
  upper: true,
};
export const POSTAL_MV: PostalCodeRule = { code: 'MV', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_MW: PostalCodeRule = { code: 'MW', type: 'postal' };
export const POSTAL_MX: PostalCodeRule = {
  code: 'MX',
  pattern: '\\d{5}',
  type: 'postal',
  upper: true,
};
export const POSTAL_MY: PostalCodeRule = { code: 'MY', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_MZ: PostalCodeRule = { code: 'MZ', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_NA: PostalCodeRule = { code: 'NA', type: 'postal' };
export const POSTAL_NC: PostalCodeRule = { code: 'NC', pattern: '988\\d{2}', type: 'postal' };
export const POSTAL_NE: PostalCodeRule = { code: 'NE', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_NF: PostalCodeRule = { code: 'NF', pattern: '2899', type: 'postal' };
export const POSTAL_NG: PostalCodeRule = { code: 'NG', pattern: '(\\d{6})?', type: 'postal' };
export const POSTAL_NI: PostalCodeRule = { code: 'NI', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_NL: PostalCodeRule = {
  code: 'NL',
  pattern: '\\d{4}[ ]?[A-Z]{2}',
  type: 'postal',
};
export const POSTAL_NO: PostalCodeRule = { code: 'NO', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_NP: PostalCodeRule = { code: 'NP', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_NR: PostalCodeRule = { code: 'NR', type: 'postal' };
export const POSTAL_NU: PostalCodeRule = { code: 'NU', type: 'postal' };
export const POSTAL_NZ: PostalCodeRule = { code: 'NZ', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_OM: PostalCodeRule = { code: 'OM', pattern: '(PC )?\\d{3}', type: 'postal' };
export const POSTAL_PA: PostalCodeRule = { code: 'PA', type: 'postal' };
export const POSTAL_PE: PostalCodeRule = {
  code: 'PE',
  pattern: '(?:LIMA \\d|CALLAO 0?)\\d|[0-2]\\d{4}',
  type: 'postal',
};
export const POSTAL_PF: PostalCodeRule = { code: 'PF', pattern: '987\\d{2}', type: 'postal' };
export const POSTAL_PG: PostalCodeRule = { code: 'PG', pattern: '\\d{3}', type: 'postal' };
export const POSTAL_PH: PostalCodeRule = { code: 'PH', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_PK: PostalCodeRule = { code: 'PK', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_PL: PostalCodeRule = { code: 'PL', pattern: '\\d{2}-\\d{3}', type: 'postal' };
export const POSTAL_PM: PostalCodeRule = { code: 'PM', pattern: '9[78]5\\d{2}', type: 'postal' };
export const POSTAL_PN: PostalCodeRule = {
  code: 'PN',
  pattern: 'PCRN 1ZZ',
  type: 'postal',
  upper: true,
};
export const POSTAL_PR: PostalCodeRule = {
  code: 'PR',
  pattern: '00[679]\\d{2}([ \\-]\\d{4})?',
  prefix: 'PR',
  type: 'zip',
};
export const POSTAL_PS: PostalCodeRule = { code: 'PS', type: 'postal' };
export const POSTAL_PT: PostalCodeRule = { code: 'PT', pattern: '\\d{4}-\\d{3}', type: 'postal' };
export const POSTAL_PW: PostalCodeRule = { code: 'PW', pattern: '969(39|40)', type: 'zip' };
export const POSTAL_PY: PostalCodeRule = { code: 'PY', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_QA: PostalCodeRule = { code: 'QA', type: 'postal' };
export const POSTAL_RE: PostalCodeRule = { code: 'RE', pattern: '9[78]4\\d{2}', type: 'postal' };
export const POSTAL_RO: PostalCodeRule = { code: 'RO', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_RS: PostalCodeRule = { code: 'RS', pattern: '\\d{5,6}', type: 'postal' };
export const POSTAL_RU: PostalCodeRule = { code: 'RU', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_RW: PostalCodeRule = { code: 'RW', type: 'postal' };
export const POSTAL_SA: PostalCodeRule = { code: 'SA', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_SB: PostalCodeRule = { code: 'SB', type: 'postal' };
export const POSTAL_SC: PostalCodeRule = { code: 'SC', type: 'postal' };
export const POSTAL_SD: PostalCodeRule = { code: 'SD', type: 'postal' };
export const POSTAL_SE: PostalCodeRule = {
  code: 'SE',
  pattern: '\\d{3}[ ]?\\d{2}',
  prefix: 'SE-',
  type: 'postal',
};
export const POSTAL_SG: PostalCodeRule = { code: 'SG', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_SH: PostalCodeRule = {
  code: 'SH',
  pattern: '(ASCN|STHL) 1ZZ',
  type: 'postal',
  upper: true,
};
export const POSTAL_SI: PostalCodeRule = {
  code: 'SI',
  pattern: '\\d{4}',
  prefix: 'SI-',
  type: 'postal',
};
export const POSTAL_SJ: PostalCodeRule = { code: 'SJ', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_SK: PostalCodeRule = {
  code: 'SK',
  pattern: '\\d{3}[ ]?\\d{2}',
  type: 'postal',
};
export const POSTAL_SL: PostalCodeRule = { code: 'SL', type: 'postal' };
export const POSTAL_SM: PostalCodeRule = { code: 'SM', pattern: '4789\\d', type: 'postal' };
export const POSTAL_SN: PostalCodeRule = { code: 'SN', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_SO: PostalCodeRule = { code: 'SO', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_SR: PostalCodeRule = { code: 'SR', type: 'postal' };
export const POSTAL_SS: PostalCodeRule = { code: 'SS', type: 'postal' };
export const POSTAL_ST: PostalCodeRule = { code: 'ST', type: 'postal' };
export const POSTAL_SV: PostalCodeRule = {
  code: 'SV',
  pattern: 'CP [1-3][1-7][0-2]\\d',
  type: 'postal',
  upper: true,
};
export const POSTAL_SX: PostalCodeRule = { code: 'SX', type: 'postal' };
export const POSTAL_SY: PostalCodeRule = { code: 'SY', type: 'postal' };
export const POSTAL_SZ: PostalCodeRule = {
  code: 'SZ',
  pattern: '[HLMS]\\d{3}',
  type: 'postal',
  upper: true,
};
export const POSTAL_TA: PostalCodeRule = { code: 'TA', pattern: 'TDCU 1ZZ', type: 'postal' };
export const POSTAL_TC: PostalCodeRule = {
  code: 'TC',
  pattern: 'TKCA 1ZZ',
  type: 'postal',
  upper: true,
};
export const POSTAL_TD: PostalCodeRule = { code: 'TD', type: 'postal' };
export const POSTAL_TF: PostalCodeRule = { code: 'TF', type: 'postal' };
export const POSTAL_TG: PostalCodeRule = { code: 'TG', type: 'postal' };
export const POSTAL_TH: PostalCodeRule = { code: 'TH', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_TJ: PostalCodeRule = { code: 'TJ', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_TK: PostalCodeRule = { code: 'TK', type: 'postal' };
export const POSTAL_TL: PostalCodeRule = { code: 'TL', type: 'postal' };
export const POSTAL_TM: PostalCodeRule = { code: 'TM', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_TN: PostalCodeRule = { code: 'TN', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_TO: PostalCodeRule = { code: 'TO', type: 'postal' };
export const POSTAL_TR: PostalCodeRule = { code: 'TR', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_TT: PostalCodeRule = { code: 'TT', type: 'postal' };
export const POSTAL_TV: PostalCodeRule = { code: 'TV', type: 'postal' };
export const POSTAL_TW: PostalCodeRule = { code: 'TW', pattern: '\\d{3}(\\d{2})?', type: 'postal' };
export const POSTAL_TZ: PostalCodeRule = { code: 'TZ', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_UA: PostalCodeRule = { code: 'UA', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_UG: PostalCodeRule = { code: 'UG', type: 'postal' };
export const POSTAL_UM: PostalCodeRule = { code: 'UM', type: 'zip' };
export const POSTAL_US: PostalCodeRule = {
  code: 'US',
  pattern: '\\d{5}([ \\-]\\d{4})?',
  type: 'zip',
};
export const POSTAL_UY: PostalCodeRule = { code: 'UY', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_UZ: PostalCodeRule = { code: 'UZ', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_VA: PostalCodeRule = { code: 'VA', pattern: '00120', type: 'postal' };
export const POSTAL_VC: PostalCodeRule = { code: 'VC', pattern: 'VC\\d{4}', type: 'postal' };
export const POSTAL_VE: PostalCodeRule = { code: 'VE', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_VG: PostalCodeRule = { code: 'VG', pattern: 'VG\\d{4}', type: 'postal' };
export const POSTAL_VI: PostalCodeRule = {
  code: 'VI',
  pattern: '008(([0-4]\\d)|(5[01]))([ \\-]\\d{4})?',
  type: 'zip',
};
export const POSTAL_VN: PostalCodeRule = { code: 'VN', pattern: '\\d{6}', type: 'postal' };
export const POSTAL_VU: PostalCodeRule = { code: 'VU', type: 'postal' };
export const POSTAL_WF: PostalCodeRule = { code: 'WF', pattern: '986\\d{2}', type: 'postal' };
export const POSTAL_WS: PostalCodeRule = { code: 'WS', type: 'postal' };
export const POSTAL_XK: PostalCodeRule = { code: 'XK', pattern: '[1-7]\\d{4}', type: 'postal' };
export const POSTAL_YE: PostalCodeRule = { code: 'YE', type: 'postal' };
export const POSTAL_YT: PostalCodeRule = { code: 'YT', pattern: '976\\d{2}', type: 'postal' };
export const POSTAL_ZA: PostalCodeRule = { code: 'ZA', pattern: '\\d{4}', type: 'postal' };
export const POSTAL_ZM: PostalCodeRule = { code: 'ZM', pattern: '\\d{5}', type: 'postal' };
export const POSTAL_ZW: PostalCodeRule = { code: 'ZW', type: 'postal' };
export const POSTAL_ZZ: PostalCodeRule = { code: 'ZZ', type: 'postal' };

/** Every country's postal-code rule by country code. */
export const POSTAL_CODE_RULES: Readonly<Record<string, PostalCodeRule>> = {
  AC: POSTAL_AC,
  AD: POSTAL_AD,
  AE: POSTAL_AE,
  AF: POSTAL_AF,
  AG: POSTAL_AG,
  AI: POSTAL_AI,
  AL: POSTAL_AL,
  AM: POSTAL_AM,
  AO: POSTAL_AO,
  AQ: POSTAL_AQ,
  AR: POSTAL_AR,
  AS: POSTAL_AS,
  AT: POSTAL_AT,
  AU: POSTAL_AU,
  AW: POSTAL_AW,
  AX: POSTAL_AX,
  AZ: POSTAL_AZ,
  BA: POSTAL_BA,
  BB: POSTAL_BB,
  BD: POSTAL_BD,
  BE: POSTAL_BE,
  BF: POSTAL_BF,
  BG: POSTAL_BG,
  BH: POSTAL_BH,
  BI: POSTAL_BI,
  BJ: POSTAL_BJ,
  BL: POSTAL_BL,
  BM: POSTAL_BM,
  BN: POSTAL_BN,
  BO: POSTAL_BO,
  BQ: POSTAL_BQ,
  BR: POSTAL_BR,
  BS: POSTAL_BS,
  BT: POSTAL_BT,
  BV: POSTAL_BV,
  BW: POSTAL_BW,
  BY: POSTAL_BY,
  BZ: POSTAL_BZ,
  CA: POSTAL_CA,
  CC: POSTAL_CC,
  CD: POSTAL_CD,
  CF: POSTAL_CF,
  CG: POSTAL_CG,
  CH: POSTAL_CH,
  CI: POSTAL_CI,
  CK: POSTAL_CK,
  CL: POSTAL_CL,
  CM: POSTAL_CM,
  CN: POSTAL_CN,
  CO: POSTAL_CO,
  CR: POSTAL_CR,
  CU: POSTAL_CU,
  CV: POSTAL_CV,
  CW: POSTAL_CW,
  CX: POSTAL_CX,
  CY: POSTAL_CY,
  CZ: POSTAL_CZ,
  DE: POSTAL_DE,
  DJ: POSTAL_DJ,
  DK: POSTAL_DK,
  DM: POSTAL_DM,
  DO: POSTAL_DO,
  DZ: POSTAL_DZ,
  EC: POSTAL_EC,
  EE: POSTAL_EE,
  EG: POSTAL_EG,
  EH: POSTAL_EH,
  ER: POSTAL_ER,
  ES: POSTAL_ES,
  ET: POSTAL_ET,
  FI: POSTAL_FI,
  FJ: POSTAL_FJ,
  FK: POSTAL_FK,
  FM: POSTAL_FM,
  FO: POSTAL_FO,
  FR: POSTAL_FR,
  GA: POSTAL_GA,
  GB: POSTAL_GB,
  GD: POSTAL_GD,
  GE: POSTAL_GE,
  GF: POSTAL_GF,
  GG: POSTAL_GG,
  GH: POSTAL_GH,
  GI: POSTAL_GI,
  GL: POSTAL_GL,
  GM: POSTAL_GM,
  GN: POSTAL_GN,
  GP: POSTAL_GP,
  GQ: POSTAL_GQ,
  GR: POSTAL_GR,
  GS: POSTAL_GS,
  GT: POSTAL_GT,
  GU: POSTAL_GU,
  GW: POSTAL_GW,
  GY: POSTAL_GY,
  HK: POSTAL_HK,
  HM: POSTAL_HM,
  HN: POSTAL_HN,
  HR: POSTAL_HR,
  HT: POSTAL_HT,
  HU: POSTAL_HU,
  ID: POSTAL_ID,
  IE: POSTAL_IE,
  IL: POSTAL_IL,
  IM: POSTAL_IM,
  IN: POSTAL_IN,
  IO: POSTAL_IO,
  IQ: POSTAL_IQ,
  IR: POSTAL_IR,
  IS: POSTAL_IS,
  IT: POSTAL_IT,
  JE: POSTAL_JE,
  JM: POSTAL_JM,
  JO: POSTAL_JO,
  JP: POSTAL_JP,
  KE: POSTAL_KE,
  KG: POSTAL_KG,
  KH: POSTAL_KH,
  KI: POSTAL_KI,
  KM: POSTAL_KM,
  KN: POSTAL_KN,
  KP: POSTAL_KP,
  KR: POSTAL_KR,
  KW: POSTAL_KW,
  KY: POSTAL_KY,
  KZ: POSTAL_KZ,
  LA: POSTAL_LA,
  LB: POSTAL_LB,
  LC: POSTAL_LC,
  LI: POSTAL_LI,
  LK: POSTAL_LK,
  LR: POSTAL_LR,
  LS: POSTAL_LS,
  LT: POSTAL_LT,
  LU: POSTAL_LU,
  LV: POSTAL_LV,
  LY: POSTAL_LY,
  MA: POSTAL_MA,
  MC: POSTAL_MC,
  MD: POSTAL_MD,
  ME: POSTAL_ME,
  MF: POSTAL_MF,
  MG: POSTAL_MG,
  MH: POSTAL_MH,
  MK: POSTAL_MK,
  ML: POSTAL_ML,
  MM: POSTAL_MM,
  MN: POSTAL_MN,
  MO: POSTAL_MO,
  MP: POSTAL_MP,
  MQ: POSTAL_MQ,
  MR: POSTAL_MR,
  MS: POSTAL_MS,
  MT: POSTAL_MT,
  MU: POSTAL_MU,
  MV: POSTAL_MV,
  MW: POSTAL_MW,
  MX: POSTAL_MX,
  MY: POSTAL_MY,
  MZ: POSTAL_MZ,
  NA: POSTAL_NA,
  NC: POSTAL_NC,
  NE: POSTAL_NE,
  NF: POSTAL_NF,
  NG: POSTAL_NG,
  NI: POSTAL_NI,
  NL: POSTAL_NL,
  NO: POSTAL_NO,
  NP: POSTAL_NP,
  NR: POSTAL_NR,
  NU: POSTAL_NU,
  NZ: POSTAL_NZ,
  OM: POSTAL_OM,
  PA: POSTAL_PA,
  PE: POSTAL_PE,
  PF: POSTAL_PF,
  PG: POSTAL_PG,
  PH: POSTAL_PH,
  PK: POSTAL_PK,
  PL: POSTAL_PL,
  PM: POSTAL_PM,
  PN: POSTAL_PN,
  PR: POSTAL_PR,
  PS: POSTAL_PS,
  PT: POSTAL_PT,
  PW: POSTAL_PW,
  PY: POSTAL_PY,
  QA: POSTAL_QA,
  RE: POSTAL_RE,
  RO: POSTAL_RO,
  RS: POSTAL_RS,
  RU: POSTAL_RU,
  RW: POSTAL_RW,
  SA: POSTAL_SA,
  SB: POSTAL_SB,
  SC: POSTAL_SC,
  SD: POSTAL_SD,
  SE: POSTAL_SE,
  SG: POSTAL_SG,
  SH: POSTAL_SH,
  SI: POSTAL_SI,
  SJ: POSTAL_SJ,
  SK: POSTAL_SK,
  SL: POSTAL_SL,
  SM: POSTAL_SM,
  SN: POSTAL_SN,
  SO: POSTAL_SO,
  SR: POSTAL_SR,
  SS: POSTAL_SS,
  ST: POSTAL_ST,
  SV: POSTAL_SV,
  SX: POSTAL_SX,
  SY: POSTAL_SY,
  SZ: POSTAL_SZ,
  TA: POSTAL_TA,
  TC: POSTAL_TC,
  TD: POSTAL_TD,
  TF: POSTAL_TF,
  TG: POSTAL_TG,
  TH: POSTAL_TH,
  TJ: POSTAL_TJ,
  TK: POSTAL_TK,
  TL: POSTAL_TL,
  TM: POSTAL_TM,
  TN: POSTAL_TN,
  TO: POSTAL_TO,
  TR: POSTAL_TR,
  TT: POSTAL_TT,
  TV: POSTAL_TV,
  TW: POSTAL_TW,
  TZ: POSTAL_TZ,
  UA: POSTAL_UA,
  UG: POSTAL_UG,
  UM: POSTAL_UM,
  US: POSTAL_US,
  UY: POSTAL_UY,
  UZ: POSTAL_UZ,
  VA: POSTAL_VA,
  VC: POSTAL_VC,
  VE: POSTAL_VE,
  VG: POSTAL_VG,
  VI: POSTAL_VI,
  VN: POSTAL_VN,
  VU: POSTAL_VU,
  WF: POSTAL_WF,
  WS: POSTAL_WS,
  XK: POSTAL_XK,
  YE: POSTAL_YE,
  YT: POSTAL_YT,
  ZA: POSTAL_ZA,
  ZM: POSTAL_ZM,
  ZW: POSTAL_ZW,
  ZZ: POSTAL_ZZ,
};
