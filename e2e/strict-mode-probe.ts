import type { Page } from '@playwright/test';
import { developmentShopBundle } from './dev-bundle.js';

interface FrameCounter {
  __elementFramesAdded: Set<string>;
}

/** Counts element frames ever inserted into the merchant page, including destroyed ones. */
function countElementFrames() {
  if (window.top !== window) return;
  const counter = window as unknown as FrameCounter;
  counter.__elementFramesAdded = new Set();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const frames = node.matches('iframe') ? [node] : [...node.querySelectorAll('iframe')];
        // A record's subtree may already hold a frame another record reports: count names.
        for (const frame of frames) {
          const name = frame.getAttribute('name') ?? '';
          if (name.startsWith('__kassaFrame')) counter.__elementFramesAdded.add(name);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Serves the shop built with development React (where <StrictMode> mounts every component
 * twice) and counts the element frames the page ever inserts.
 */
export async function openDevelopmentShop(page: Page): Promise<void> {
  const code = await developmentShopBundle();
  await page.route('**/app.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: code }),
  );
  await page.addInitScript(countElementFrames);
}

/** How many element frames the page has inserted so far. */
export function elementFramesAdded(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as FrameCounter).__elementFramesAdded.size);
}
