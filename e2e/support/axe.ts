import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One serious or critical axe finding: the rule, the element it names and what is wrong. */
export interface AxeViolation {
  rule: string;
  impact: 'serious' | 'critical';
  /** the CSS selector axe gives for the element (joined through iframes and shadow roots) */
  target: string;
  /** axe's failure summary for the element, e.g. the contrast ratio it measured */
  summary: string;
}

const RUN_OPTIONS: RunOptions = {
  // only violations are read: skipping passes and incomplete results makes a scan about half as long
  resultTypes: ['violations'],
};

/** What to scan: CSS selectors of the parts to include (default: the whole page) and to leave out. */
export interface ScanScope {
  include?: string[];
  exclude?: string[];
}

/**
 * Runs axe-core in `page` (injected once per document, through the DevTools protocol, so the
 * page's Content-Security-Policy does not block it) and returns its serious and critical
 * violations, one entry per offending element.
 */
export async function seriousViolations(page: Page, scope: ScanScope = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        { include: context.include ?? [document], exclude: context.exclude ?? [] },
        options,
      ),
    [scope, RUN_OPTIONS] as const,
  );
  return results.violations.flatMap((v) =>
    v.impact === 'serious' || v.impact === 'critical'
      ? v.nodes.map((n) => ({
          rule: v.id,
          impact: v.impact as 'serious' | 'critical',
          target: n.target.map(String).join(' >> '),
          summary: (n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 300),
        }))
      : [],
  );
}

/** Counts of violations per rule, e.g. { 'color-contrast': 12 }: a short line for a report. */
export function countByRule(violations: readonly AxeViolation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of violations) counts[v.rule] = (counts[v.rule] ?? 0) + 1;
  return counts;
}
