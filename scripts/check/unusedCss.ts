/**
 * The style rules a page may carry although Chromium's coverage (cssCoverage.ts) saw no state of the page use them,
 * each with why; `npm run check:budgets` fails a page with any other unused rule. Keep it short: a rule no page uses is
 * deleted; a component variant gets its own CSS Module (as StepsDetailed.tsx does). Patterns match the rule as the
 * coverage reports it (`@media …` preludes, then the selector), class names as `.ContentImage_figure`.
 */
import { list } from 'postcss'

/** An unused rule as the coverage reports it: the @media (or @supports…) preludes around it, and its selector list. */
export interface UnusedRule {
  within: readonly string[]
  selector: string
}

export interface AllowedUnusedRule {
  pattern: RegExp
  /** Why no state the check reaches can use it: one line. */
  reason: string
  /**
   * What decides whether a page uses it. Content and constant entries may explain nothing on a given day; a state or
   * browser entry that explains nothing is stale and fails the check.
   */
  decidedBy: 'content' | 'constant' | 'state' | 'browser'
}

// The elements an MDX body or a Markdown answer can hold (scripts/content/compileBody.ts), with any pseudo-class.
const PROSE = String.raw`(?:a|p|ul|ol|li|strong|em|code|pre|blockquote|table|thead|tbody|tr|th|td|h[2-6])(?::[\w-]+(?:\([^)]*\))?)*`

export const ALLOWED_UNUSED_RULES: readonly AllowedUnusedRule[] = [
  // What content decides: a writer may add these to any MDX body or entry without a change of code.
  { pattern: /^\.ContentImage_/, reason: 'a picture or portrait in an MDX body', decidedBy: 'content' },
  {
    pattern: /^\.ContentBody_(tableScroll|headingRow|headingLink)\b/,
    reason: 'a table, or a heading with its anchor link, in an MDX body',
    decidedBy: 'content',
  },
  {
    pattern: /^\.ContractAddress_pending\b/,
    reason: '<ContractAddress /> in an MDX body',
    decidedBy: 'content',
  },
  {
    pattern: new RegExp(String.raw`^\.(FaqAccordion_answer|Article_body|PageIntro_text) ${PROSE}$`),
    reason: 'links, lists, emphasis, tables or headings in an FAQ answer, a post or an intro',
    decidedBy: 'content',
  },
  {
    pattern: /^\.Article_updated\b/,
    reason: 'a post or page with `updated:` in its frontmatter',
    decidedBy: 'content',
  },
  { pattern: /^\.Section_intro:empty$/, reason: 'a section whose MDX body is empty', decidedBy: 'content' },
  {
    pattern: /^\.Cta_stat dd:lang\((ja|zh-TW)\)$/,
    reason: 'a figure of the Japanese or Chinese pages, kept on one line (issue 49); the page language decides',
    decidedBy: 'content',
  },
  {
    pattern: /^\.NotTranslatedMarker_marker\b/,
    reason: "an entry not yet translated into the page's language",
    decidedBy: 'content',
  },
  {
    pattern: /^\.LanguageMenu_partly\b/,
    reason: 'a language in which this page is still partly English',
    decidedBy: 'content',
  },
  {
    pattern: /^\.NewsList_(muted|pagination)\b/,
    reason: 'a list of more than one page (more posts than NEWS_PAGE_SIZE)',
    decidedBy: 'content',
  },
  {
    pattern: /^\.NewsList_topics a\[aria-current=page\]/,
    reason: "a tag's list marks its tag; /news/ marks none",
    decidedBy: 'content',
  },
  {
    pattern: /^\.Nav_link\[aria-current=page\]/,
    reason: 'a page the nav links to marks its link; other pages mark none',
    decidedBy: 'content',
  },
  {
    pattern: /NewsBanner_|^html\[data-has-news-banner\]/,
    reason: 'the banner of a pinned news post (`pinned:`), shown until the post expires',
    decidedBy: 'content',
  },
  // A constant not yet set, or a control a page may not have.
  {
    pattern: /^\.ContractAddress_(address|copy)\b/,
    reason: 'the contract address, once TOKEN_CONTRACT_ADDRESS is set (content/constants.yaml)',
    decidedBy: 'constant',
  },
  {
    pattern: /^@media \(scripting:none\) \[data-needs-script\]$/,
    reason: 'script-only controls (Copy, the link checker) hidden without JavaScript; a page may have none',
    decidedBy: 'constant',
  },
  // States the check does not make.
  {
    pattern: /^\.LanguageChangeAnnouncer_region:not\(:empty\)/,
    reason: 'the page after a change of language, which announces it',
    decidedBy: 'state',
  },
  { pattern: /:target\)/, reason: 'a link to one entry (a URL fragment)', decidedBy: 'state' },
  {
    pattern: /^\[data-island-state=failed\] \[data-needs-script\]$/,
    reason: 'an island whose script failed to load, whose script-only controls hide as they do without JavaScript',
    decidedBy: 'state',
  },
  {
    pattern: /^\.Official_output\[data-verdict=/,
    reason: "the checker's verdict on a link the visitor pastes",
    decidedBy: 'state',
  },
  {
    pattern: /^\.Official_platforms\b/,
    reason: "the checker's choice of platform, offered when the visitor pastes a bare @handle",
    decidedBy: 'state',
  },
  {
    pattern: /::-webkit-details-marker$/,
    reason: "Safari's <summary> marker: Chromium has none",
    decidedBy: 'browser',
  },
]

/** The rule as one line: its preludes, then its selector list. */
export function ruleText(rule: UnusedRule): string {
  return [...rule.within, rule.selector].join(' ')
}

/** The selectors of a selector list, split at its top-level commas by postcss (as its `rule.selectors` is). */
export const selectorsOf = (selectorList: string) => list.comma(selectorList).filter(Boolean)

/** Whether an entry explains one selector of a rule, with or without the rule's preludes. */
const explains = ({ pattern }: AllowedUnusedRule, within: readonly string[], selector: string) =>
  pattern.test([...within, selector].join(' ')) || pattern.test(selector)

/** The unused rules no entry of the allow-list explains: a rule is explained when every selector of its list is. */
export function unexplainedUnusedRules(
  rules: readonly UnusedRule[],
  allowed: readonly AllowedUnusedRule[] = ALLOWED_UNUSED_RULES,
): UnusedRule[] {
  return rules.filter(
    rule =>
      !selectorsOf(rule.selector).every(selector => allowed.some(entry => explains(entry, rule.within, selector))),
  )
}

/** The state and browser entries that explain none of `rules` (every page's unused rules): stale, to be removed. */
export function idleAllowances(
  rules: readonly UnusedRule[],
  allowed: readonly AllowedUnusedRule[] = ALLOWED_UNUSED_RULES,
): AllowedUnusedRule[] {
  return allowed.filter(
    entry =>
      (entry.decidedBy === 'state' || entry.decidedBy === 'browser') &&
      !rules.some(rule => selectorsOf(rule.selector).some(selector => explains(entry, rule.within, selector))),
  )
}
