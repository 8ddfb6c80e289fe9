import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the issue sets for every element. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

function listViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${violation.nodes
          .map((node) => `  at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
}

/** The frames axe ran in: a node inside one has a target of the iframe, then the node. */
function framesScanned(results: AxeResults): Set<string> {
  const scanned = new Set<string>();
  for (const rule of [...results.passes, ...results.incomplete, ...results.violations]) {
    for (const node of rule.nodes) {
      const first = node.target[0];
      if (node.target.length > 1 && typeof first === 'string') scanned.add(first);
    }
  }
  return scanned;
}

/**
 * Runs axe with the WCAG 2.2 A/AA rules on the whole page: the merchant page and, through
 * @axe-core/playwright's frame support, every provider frame in it (cross-origin frames
 * included). Fails naming each violation and where it is. `frames` is how many provider frames
 * must have been scanned, so a scan that silently stopped at the iframe boundary cannot pass.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: {
    frames: number;
    label: string;
    /**
     * The frames are transparent over a dark page (the night theme): axe, inside a cross-origin
     * frame, cannot see the page behind it and measures the theme's light text on white. Colour
     * contrast is then left to themes.test.ts, which checks every theme's text, error and
     * placeholder colours on its own background and input fill; every other rule still runs.
     */
    darkBehindFrames?: boolean;
    /** Part of the selector of a frame that must be among those scanned (e.g. its title). */
    mustScan?: string;
  },
): Promise<void> {
  // A frame restyling itself (elements.update) or slow to answer on a loaded machine can miss
  // axe's injection, and the binding then skips it without a word: such a scan is run again
  // rather than passed short of frames.
  let frames = 0;
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
    if (options.darkBehindFrames) builder.disableRules(['color-contrast']);
    const results = await builder.analyze();
    expect(listViolations(results.violations), options.label).toBe('');
    const scanned = [...framesScanned(results)];
    frames = scanned.length;
    const wanted = options.mustScan;
    if (frames >= options.frames && (!wanted || scanned.some((frame) => frame.includes(wanted))))
      return;
    await page.waitForTimeout(1000);
  }
  expect(frames, `${options.label}: provider frames axe ran in`).toBeGreaterThanOrEqual(
    options.frames,
  );
  // Enough frames, but not the one the test is about.
  expect(options.mustScan, `${options.label}: this frame was not scanned`).toBeUndefined();
}
