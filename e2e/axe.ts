import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { PROVIDER_URL } from './e2e-env.js';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the issue sets for every element. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

function listViolations(violations: Result[], where: string): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${violation.nodes
          .map(
            (node) => `  at ${where} ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`,
          )
          .join('\n')}`,
    )
    .join('\n');
}

// axe-core's own build, evaluated in each provider frame by the test (Playwright's evaluate is
// not subject to the frame page's script-src), as @axe-core/playwright does.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface FrameScan {
  /** The iframe as a selector-like name: its title, name and page, for messages and `mustScan`. */
  name: string;
  results: AxeResults;
}

/** Runs axe in one document only (not its frames): the WCAG 2.2 A/AA rules but `disabled`. */
async function runAxe(frame: Frame, disabled: readonly string[]): Promise<AxeResults> {
  await frame.evaluate(AXE_SOURCE);
  const results = await frame.evaluate(
    ([tags, off]) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<unknown> };
      };
      return axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(off.map((rule) => [rule, { enabled: false }])),
        iframes: false,
      });
    },
    [WCAG_22_AA, [...disabled]] as const,
  );
  return results as AxeResults;
}

/** Runs axe in one frame's document; null when the frame went away or reloaded meanwhile. */
async function scanFrame(frame: Frame, disabled: readonly string[]): Promise<FrameScan | null> {
  try {
    const element = await frame.frameElement();
    const title = (await element.getAttribute('title')) ?? '';
    const page = new URL(frame.url()).pathname;
    const name = `iframe[title="${title}"][name="${frame.name()}"][src*="${page}"]`;
    return { name, results: await runAxe(frame, disabled) };
  } catch {
    return null;
  }
}

/** The provider's frames with something to see: every one on its origin but the controller. */
function providerFrames(page: Page, origin = PROVIDER_URL): Frame[] {
  return page
    .frames()
    .filter(
      (frame) =>
        frame.url().startsWith(`${origin}/`) && !frame.name().startsWith('__kassaController'),
    );
}

/**
 * Runs axe with the WCAG 2.2 A/AA rules on the merchant page and in each provider frame on it
 * (cross-origin frames included: the test evaluates axe in each, rather than relying on axe's
 * frame messaging, which a loaded machine could let time out without a word). Fails naming each
 * violation and where it is. `frames` is how many provider frames must have been scanned, so a
 * scan that missed a frame cannot pass.
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
    /** The provider's origin as this page reached it, when not PROVIDER_URL (passkeys: localhost). */
    providerOrigin?: string;
  },
): Promise<void> {
  const disabled = options.darkBehindFrames ? ['color-contrast'] : [];
  const pageResults = await runAxe(page.mainFrame(), disabled);
  expect(listViolations(pageResults.violations, 'the page'), options.label).toBe('');
  // A frame reloading (elements.update) or slow to answer is scanned again, never skipped.
  let scanned: string[] = [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const scans = await Promise.all(
      providerFrames(page, options.providerOrigin).map((frame) => scanFrame(frame, disabled)),
    );
    const done = scans.filter((scan): scan is FrameScan => scan !== null);
    for (const scan of done) {
      expect(listViolations(scan.results.violations, scan.name), options.label).toBe('');
    }
    scanned = done.map((scan) => scan.name);
    const wanted = options.mustScan;
    if (
      scanned.length >= options.frames &&
      (!wanted || scanned.some((name) => name.includes(wanted)))
    )
      return;
    await page.waitForTimeout(1000);
  }
  expect(scanned.length, `${options.label}: provider frames axe ran in`).toBeGreaterThanOrEqual(
    options.frames,
  );
  // Enough frames, but not the one the test is about.
  expect(
    options.mustScan,
    `${options.label}: this frame was not scanned (${scanned.join(', ')})`,
  ).toBeUndefined();
}
