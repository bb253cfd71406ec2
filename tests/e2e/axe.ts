import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { expect } from './fixtures'

/**
 * The rules every axe check of the browser tests runs: WCAG 2.0 to 2.2 at A and AA, axe's best practices, and
 * 'experimental', the rules axe ships disabled, such as label-content-name-mismatch (WCAG 2.5.3).
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental']

/**
 * axe-core's violations on the page as it is now (or in `include`, a selector), one `rule: targets` line each.
 *
 * axe.run in the page itself, as axe-core documents it, rather than @axe-core/playwright's AxeBuilder: the builder
 * runs axe in each frame and joins the results in a new blank page, and details every passing node too, which was
 * three quarters of an analysis (docs/budgets.md, "Test time"). Only violations are detailed (`resultTypes`); every
 * rule still runs on every node. CAREFUL HERE: this checks the top document only, so a page with a frame fails here
 * instead of leaving the frame unchecked.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  expect(
    page.frames().map(frame => frame.url()),
    'frames, which axeViolations does not check',
  ).toHaveLength(1)
  await page.evaluate(axe.source)
  const { violations } = await page.evaluate(
    ([selector, tags]) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    [include, WCAG] as const,
  )
  return violations.map(
    violation => `${violation.id}: ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`,
  )
}
