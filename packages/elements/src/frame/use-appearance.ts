import type { Json } from '@kassa/protocol';
import { useLayoutEffect, useMemo } from 'react';
import { appearanceCss, type FrameAppearance } from './appearance-css.js';

const STYLE_ID = 'kassa-appearance';

/** Keeps the frame's appearance stylesheet in step with the group's appearance option. */
export function useAppearance(appearance: Json | undefined, extraCss = ''): FrameAppearance {
  const key = JSON.stringify(appearance ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the object
  const resolved = useMemo(() => appearanceCss(appearance), [key]);
  const css = extraCss === '' ? resolved.css : `${resolved.css}\n${extraCss}`;
  useLayoutEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (style === null) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.append(style);
    }
    style.textContent = css;
  }, [css]);
  return resolved;
}
