import type { Json } from '@kassa/protocol';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { appearanceCss, type FrameAppearance } from './appearance-css.js';
import { fontsCss } from './fonts-css.js';

const STYLE_ID = 'kassa-appearance';

/**
 * Keeps the frame's appearance stylesheet in step with the group's `appearance` and `fonts`
 * options; `extraCss` (e.g. the Card Element's `style`) comes last so it wins.
 */
export function useAppearance(
  appearance: Json | undefined,
  fonts: Json | undefined,
  extraCss = '',
  colors?: Json,
): FrameAppearance {
  const appearanceKey = JSON.stringify([appearance ?? null, colors ?? null]);
  const fontsKey = JSON.stringify(fonts ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the object
  const resolved = useMemo(() => appearanceCss(appearance, colors), [appearanceKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the object
  const faces = useMemo(() => fontsCss(fonts), [fontsKey]);
  const css = [faces.css, resolved.css, extraCss].filter((part) => part !== '').join('\n');
  useLayoutEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (style === null) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.append(style);
    }
    style.textContent = css;
  }, [css]);
  const stylesheets = faces.stylesheets.join('\n');
  useEffect(() => {
    if (stylesheets === '') return;
    const links = stylesheets.split('\n').map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.kassaFont = '';
      document.head.append(link);
      return link;
    });
    return () => {
      for (const link of links) link.remove();
    };
  }, [stylesheets]);
  return resolved;
}
