import type { AppearanceWarning } from './warnings.js';

/** A font for elements({ fonts }): a stylesheet URL or a @font-face description. */
export type FontSource =
  | { cssSrc: string }
  | {
      family: string;
      src: string;
      display?: string;
      style?: string;
      unicodeRange?: string;
      weight?: string;
    };

// Fonts load inside provider frames: only encrypted or inline sources, never plain http.
const ALLOWED_URL =
  /^(?:https:\/\/|\/\/|data:font\/|data:application\/(?:font|x-font)[\w.+-]*[;,])/i;
const URL_CALL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const LOCAL_CALL = /local\s*\(/i;

export function isAllowedFontUrl(url: string): boolean {
  return ALLOWED_URL.test(url.trim());
}

function checkFaceSource(src: string, path: string): AppearanceWarning[] {
  // local() would let a page probe which fonts the shopper has installed.
  if (LOCAL_CALL.test(src)) return [{ code: 'local_font_not_allowed', path, value: src }];
  const urls = [...src.matchAll(URL_CALL)].map((match) => match[2] ?? '');
  if (urls.length === 0 || urls.some((url) => !isAllowedFontUrl(url))) {
    return [{ code: 'invalid_font_src', path, value: src }];
  }
  return [];
}

function checkFont(font: unknown, path: string): AppearanceWarning[] {
  if (typeof font !== 'object' || font === null)
    return [{ code: 'invalid_fonts', path, value: font }];
  const record = font as Record<string, unknown>;
  if ('cssSrc' in record) {
    const cssSrc = record.cssSrc;
    return typeof cssSrc === 'string' && isAllowedFontUrl(cssSrc)
      ? []
      : [{ code: 'invalid_font_src', path: `${path}.cssSrc`, value: cssSrc }];
  }
  if (typeof record.family !== 'string' || typeof record.src !== 'string') {
    return [{ code: 'invalid_fonts', path, value: font }];
  }
  return checkFaceSource(record.src, `${path}.src`);
}

/** Validates the fonts option; returns warnings, never throws. */
export function validateFonts(fonts: unknown): AppearanceWarning[] {
  if (fonts === undefined) return [];
  if (!Array.isArray(fonts)) return [{ code: 'invalid_fonts', path: 'fonts', value: fonts }];
  return fonts.flatMap((font, index) => checkFont(font, `fonts[${index}]`));
}

/** The fonts that passed validation, in order. */
export function acceptedFonts(fonts: unknown): FontSource[] {
  if (!Array.isArray(fonts)) return [];
  return fonts.filter(
    (font, index) => checkFont(font, `fonts[${index}]`).length === 0,
  ) as FontSource[];
}
