import type { ElementInit, ElementType } from '@kassa/protocol';
import type { ComponentType } from 'react';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadLocale, wantedLocale } from '../i18n/load-locale.js';
import { type FrameRuntime, startFrame } from './frame-runtime.js';

export interface FrameAppProps {
  runtime: FrameRuntime;
  init: ElementInit;
}

/** The whole entry of a frame page: boot the runtime, render the app once init arrives. */
export interface MountedFrame {
  runtime: FrameRuntime;
  unmount(): void;
}

/** `types`: the element types the page renders (the others' parameters are refused). */
export function mountFrame(
  App: ComponentType<FrameAppProps>,
  types: readonly ElementType[],
  container?: HTMLElement,
): MountedFrame | null {
  let root: Root | null = null;
  const runtime = startFrame((init, started) => {
    const target = container ?? document.getElementById('root') ?? document.body;
    root = createRoot(target);
    const app = (
      <StrictMode>
        <App runtime={started} init={init} />
      </StrictMode>
    );
    // A transition renders in slices: the controller frame shares this thread, and its start
    // (announcing itself, fetching the elements session that `ready` waits for) gets to run
    // between them instead of after the whole first render. A shopper who does not read
    // English gets the first render in their language: their locale's texts load first.
    // Read without @kassa/protocol's helpers: importing them here reorders the bundle and
    // costs the payment frame a few hundred bytes of its size budget.
    const { locale } = init.groupOptions as { locale?: unknown };
    loadLocale(wantedLocale(typeof locale === 'string' ? locale : undefined)).then(() =>
      startTransition(() => root?.render(app)),
    );
  }, types);
  if (runtime === null) return null;
  const unmount = (): void => {
    root?.unmount();
    root = null;
    runtime.destroy();
  };
  window.addEventListener('pagehide', unmount, { once: true });
  return { runtime, unmount };
}
