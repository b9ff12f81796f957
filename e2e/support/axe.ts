import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import { ARTIFACTS } from './browser';

/**
 * axe-core in a real page: @axe-core/playwright needs Node 22, so the engine's own script is
 * injected and run in the page. Besides the default rule set, two rules the issue's audit
 * counted are switched on: a button's accessible name must contain its visible label
 * (label-content-name-mismatch, experimental in axe) and the page must have an <h1>.
 */
const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

export const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

const OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true }, 'page-has-heading-one': { enabled: true } },
};

export interface AxeFinding {
  rule: string;
  impact: ImpactValue | null;
  help: string;
  nodes: number;
  targets: string[];
  /** The first nodes' markup, cut short. */
  html: string[];
  summary: string;
}

/** Runs axe on the page as it is now; every violation, worst first. Saved to e2e/artifacts/axe-<name>.json. */
export async function axeFindings(page: Page, name: string): Promise<AxeFinding[]> {
  // A toast still fading in reads at part opacity, and axe then measures its contrast against
  // what shows through (a false 'color-contrast' in CI): finite animations end first (2 s at most).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = (await page.evaluate(
    // The options travel as JSON; `axe` is the global the injected script defines.
    (options) =>
      (window as unknown as { axe: { run(context: Document, options: unknown): Promise<unknown> } }).axe.run(
        document,
        options,
      ),
    OPTIONS as unknown as Record<string, unknown>,
  )) as AxeResults;
  const order: Record<string, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };
  const findings = results.violations
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 8).map((node) => node.target.join(' ')),
      html: violation.nodes.slice(0, 4).map((node) => node.html.slice(0, 240)),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }))
    .sort((a, b) => (order[a.impact ?? 'minor'] ?? 4) - (order[b.impact ?? 'minor'] ?? 4));
  await fs.mkdir(ARTIFACTS, { recursive: true });
  await fs.writeFile(path.join(ARTIFACTS, `axe-${name}.json`), JSON.stringify(findings, null, 2));
  return findings;
}

/** What the suite refuses: serious or critical findings, plus a missing <h1> (axe files it as moderate). */
export function blocking(findings: readonly AxeFinding[]): string[] {
  return findings
    .filter(
      (finding) =>
        (finding.impact && BLOCKING_IMPACTS.includes(finding.impact)) ||
        finding.rule === 'page-has-heading-one',
    )
    .map(
      (finding) =>
        `${finding.impact ?? '?'} ${finding.rule} ×${finding.nodes}: ${finding.help} — ${finding.targets.slice(0, 3).join(' | ')}`,
    );
}

/** What the keyboard focus looks like on one element. */
export interface FocusRing {
  tag: string;
  outline: string;
  width: number;
  contrast: number;
}

/**
 * The keyboard focus ring at each of the next `stops` Tab stops: the focused element, or the
 * frame around it (an input draws the ring on its wrapper), shows an outline at least 2 px wide
 * in a colour with 3:1 contrast against what is behind it (WCAG 2.4.7, 1.4.11).
 */
export async function focusRings(page: Page, stops = 4): Promise<FocusRing[]> {
  const rings: FocusRing[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    // Past the last control the focus leaves the page for the browser: nothing more to look at.
    if (
      await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)
    )
      break;
    rings.push(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body)
          return { tag: 'body', outline: 'none', width: 0, contrast: 0 };
        const rgb = (color: string): number[] => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const channel = (value: number) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
        };
        // The element itself or one of its three nearest frames carries the ring.
        let ringed: HTMLElement = focused;
        for (
          let node: HTMLElement | null = focused, depth = 0;
          node && depth < 4;
          node = node.parentElement, depth += 1
        ) {
          const style = getComputedStyle(node);
          if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
            ringed = node;
            break;
          }
        }
        const style = getComputedStyle(ringed);
        let background = 'rgb(255, 255, 255)';
        for (let node: HTMLElement | null = ringed.parentElement; node; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (color && !color.startsWith('rgba(0, 0, 0, 0)') && color !== 'transparent') {
            background = color;
            break;
          }
        }
        const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
        const light = [luminance(rgb(style.outlineColor)), luminance(rgb(background))].sort((a, b) => b - a);
        const testId = focused.getAttribute('data-testid');
        return {
          tag: `${focused.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${ringed === focused ? '' : ` (ring on ${ringed.className.toString().split(' ')[0]})`}`,
          outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
          width,
          contrast: (light[0]! + 0.05) / (light[1]! + 0.05),
        };
      }),
    );
  }
  return rings;
}

/** The Tab stops whose ring is missing or faint, described; empty when every ring shows. */
export function faintRings(rings: readonly FocusRing[]): string[] {
  return rings
    .filter((ring) => ring.width < 2 || ring.contrast < 3)
    .map((ring) => `${ring.tag}: ${ring.outline} (contrast ${ring.contrast.toFixed(2)})`);
}
