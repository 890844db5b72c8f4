// axe-core in the page under test (WCAG 2.1 AA, Section 508: universities buy
// only accessible software). The script is evaluated through the DevTools
// protocol rather than added as a <script> tag, which the app's Content
// Security Policy refuses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a screen. */
const failing = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's serious and critical violations on what the page shows now, one line each (rule, help, first elements). */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // a menu or dialog still fading in would be measured at part opacity
  // (finite ones only: a spinner turns forever), at most 2 s
  await page.evaluate(`Promise.race([
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ])`);
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const violations = await page.evaluate<AxeViolation[]>(`window.axe
    .run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'section508', 'best-practice'] } })
    .then((result) => result.violations)`);
  return violations
    .filter((violation) => violation.impact !== null && failing.has(violation.impact))
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `axe ${violation.impact} ${violation.id}: ${violation.help} (${where.join(' | ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''})`;
    });
}
