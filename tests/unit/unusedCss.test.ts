/**
 * scripts/check/unusedCss.ts: which unused rules the allow-list explains (every selector of a rule's list, matched
 * as scripts/styles/scopedClassName.ts names CSS Modules' classes), and which of its entries are stale.
 */
import { describe, expect, it } from 'vitest'
import {
  ALLOWED_UNUSED_RULES,
  idleAllowances,
  selectorsOf,
  unexplainedUnusedRules,
  type AllowedUnusedRule,
} from '../../scripts/check/unusedCss'

const allowed: AllowedUnusedRule[] = [
  { pattern: /^\.ContentImage_/, reason: 'a picture in an MDX body', decidedBy: 'content' },
  { pattern: /^@media \(scripting:none\) \[data-needs-script\]$/, reason: 'JavaScript off', decidedBy: 'constant' },
  { pattern: /:target\)/, reason: 'a URL fragment', decidedBy: 'state' },
]
const rule = (selector: string, ...within: string[]) => ({ within, selector })

describe('unused CSS allow-list', () => {
  it('splits a selector list at its top-level commas only', () => {
    expect(selectorsOf('.a,.b :is(.c, .d),[data-x="1,2"] .e')).toEqual(['.a', '.b :is(.c, .d)', '[data-x="1,2"] .e'])
    // An escaped comma is part of a class name; a quoted bracket closes nothing; no empty selector.
    expect(selectorsOf('.a\\,b, [x=")"] .c,')).toEqual(['.a\\,b', '[x=")"] .c'])
  })

  it('lets through the unused rules no entry explains, with or without their @media preludes', () => {
    expect(
      unexplainedUnusedRules(
        [
          rule('.ContentImage_figure'),
          rule('[data-needs-script]', '@media (scripting:none)'),
          rule('.Steps_list'),
          rule('.ContentImage_figure', '@media (min-width:768px)'),
        ],
        allowed,
      ),
    ).toEqual([rule('.Steps_list')])
  })

  it('explains a rule only when every selector of its list is explained', () => {
    // A dead selector minified into the same rule as an allowed one is reported.
    expect(unexplainedUnusedRules([rule('.ContentImage_figure,.Hero_dead')], allowed)).toHaveLength(1)
    expect(unexplainedUnusedRules([rule('.ContentImage_figure,.ContentImage_caption')], allowed)).toEqual([])
  })

  it('names as stale only the entries for a state or a browser that explain nothing', () => {
    expect(idleAllowances([rule('.FaqAccordion_item:has(>.FaqAccordion_target:target)')], allowed)).toEqual([])
    // Content and constants may explain nothing today (no picture in any body, the address not set) and come back.
    expect(idleAllowances([], allowed)).toEqual([allowed[2]])
  })

  it('keeps explaining the pinned-news banner whether or not a post is pinned', () => {
    const banner = [rule('.NewsBanner_banner'), rule('html:not(.news-banner-dismissed):has(.NewsBanner_banner)')]
    expect(unexplainedUnusedRules(banner)).toEqual([])
    expect(
      idleAllowances([])
        .map(entry => entry.decidedBy)
        .every(kind => kind === 'state' || kind === 'browser'),
    ).toBe(true)
  })

  it('explains only prose elements inside an FAQ answer, a post or an intro', () => {
    expect(unexplainedUnusedRules([rule('.Article_body ul'), rule('.FaqAccordion_answer a:hover')])).toEqual([])
    expect(unexplainedUnusedRules([rule('.Article_body .Article_oldThing')])).toHaveLength(1)
  })

  it('allows no rule of a component variant the site splits into its own module', () => {
    // The home page's step grid and /how-it-works' detailed steps each have their own module (StepsDetailed.tsx).
    expect(unexplainedUnusedRules([rule('.StepsDetailed_list .StepsDetailed_step'), rule('.Steps_list')])).toHaveLength(
      2,
    )
  })

  it('gives every entry a one-line reason', () => {
    for (const { reason } of ALLOWED_UNUSED_RULES) expect(reason).toMatch(/^[^\n]{10,100}$/)
  })
})
