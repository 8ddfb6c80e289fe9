import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

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

/**
 * Runs axe with the WCAG 2.2 A/AA rules on the whole page: the merchant page and, through
 * @axe-core/playwright's frame support, every provider frame in it (cross-origin frames
 * included). Fails naming each violation and where it is. `frames` is how many provider frames
 * must have been scanned, so a scan that silently stopped at the iframe boundary cannot pass.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { frames: number; label: string },
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(listViolations(results.violations), options.label).toBe('');
  // A node inside a frame has a target of two or more selectors: the iframe, then the node.
  const scanned = new Set<string>();
  for (const rule of [...results.passes, ...results.incomplete, ...results.inapplicable]) {
    for (const node of rule.nodes) {
      const first = node.target[0];
      if (node.target.length > 1 && typeof first === 'string') scanned.add(first);
    }
  }
  expect(scanned.size, `${options.label}: provider frames axe ran in`).toBeGreaterThanOrEqual(
    options.frames,
  );
}
