import { acceptedFonts } from '@kassa/core';

export interface FrameFonts {
  /** `@font-face` rules for the custom fonts. */
  css: string;
  /** Stylesheets to link (`cssSrc` fonts, e.g. Google Fonts). */
  stylesheets: string[];
}

// The core accepted the URLs; this keeps a src or name from closing the rule it sits in.
const BREAKS_RULE = /[;{}<>\\]/;
// A data: URL carries a ';' (`data:font/woff2;base64,…`), which cannot end the declaration
// inside url(); url() calls holding nothing that could are left out of the check.
const PLAIN_URL_CALL = /url\(\s*(['"]?)[^'"()\\\s<>{}]*\1\s*\)/gi;

function breaksRule(src: string): boolean {
  return BREAKS_RULE.test(src.replace(PLAIN_URL_CALL, 'url()'));
}

const DESCRIPTORS = [
  ['display', 'font-display'],
  ['style', 'font-style'],
  ['weight', 'font-weight'],
  ['unicodeRange', 'unicode-range'],
] as const;

/** The `fonts` option of elements() as CSS: rejected fonts are left out (the controller warns). */
export function fontsCss(fonts: unknown): FrameFonts {
  const faces: string[] = [];
  const stylesheets: string[] = [];
  for (const font of acceptedFonts(fonts)) {
    if ('cssSrc' in font) {
      stylesheets.push(font.cssSrc);
      continue;
    }
    if (breaksRule(font.src) || /["']/.test(font.family) || BREAKS_RULE.test(font.family)) continue;
    const body = [`font-family:"${font.family}"`, `src:${font.src}`];
    for (const [key, property] of DESCRIPTORS) {
      const value = font[key];
      if (value !== undefined && !BREAKS_RULE.test(value)) body.push(`${property}:${value}`);
    }
    faces.push(`@font-face{${body.join(';')}}`);
  }
  return { css: faces.join('\n'), stylesheets };
}
