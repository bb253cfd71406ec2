/**
 * The style rules a page may carry although Chromium's coverage (scripts/check/cssCoverage.ts) saw no state of the
 * page use them, each with why; `npm run check:budgets` fails a page with any other unused rule. A page gets one
 * stylesheet for its Vike page, the same in every locale and for every entry it shows, so what is left here is
 * what only another content, another build or an input the check cannot make would show. Keep it short: a rule
 * that a page of the site never uses is deleted; a component variant gets its own CSS Module, imported only by the
 * variant (as StepsDetailed.tsx does).
 * Patterns are matched against the rule as the coverage reports it (`@media … ` preludes, then the selector) with
 * the CSS Modules hashes removed: `.ContentImage-module_figure`, not `.ContentImage-module_figure_W0Dkc`.
 */

export interface AllowedUnusedRule {
  pattern: RegExp
  /** Why no state the check reaches can use it: one line. */
  reason: string
}

export const ALLOWED_UNUSED_RULES: readonly AllowedUnusedRule[] = [
  // What content decides: a writer may add these to any MDX body or entry without a change of code.
  { pattern: /^\.ContentImage-module_/, reason: 'a picture or portrait in an MDX body' },
  { pattern: /^\.ContentBody-module_(tableScroll|headingRow|headingLink)\b/, reason: 'a table, or a heading with its anchor link, in an MDX body' },
  { pattern: /^\.ContractAddress-module_pending\b/, reason: '<ContractAddress /> in an MDX body' },
  { pattern: /^\.(FaqAccordion-module_answer|Article-module_body|PageIntro-module_text) /, reason: 'links, lists, emphasis, tables or headings in an FAQ answer, a post or an intro' },
  { pattern: /^\.Article-module_updated\b/, reason: 'a post or page with `updated:` in its frontmatter' },
  { pattern: /^\.Section-module_intro:empty\b/, reason: 'a section whose MDX body is empty' },
  { pattern: /^\.NotTranslatedMarker-module_marker\b/, reason: 'an entry not yet translated into the page\'s language' },
  { pattern: /^\.LanguageMenu-module_partly\b/, reason: 'a language in which this page is still partly English' },
  { pattern: /^\.NewsList-module_(muted|pagination)\b/, reason: 'a list of more than one page (more posts than NEWS_PAGE_SIZE)' },
  { pattern: /^\.NewsList-module_topics a\[aria-current=page\]/, reason: 'a tag\'s list marks its tag; /news/ marks none' },
  { pattern: /^\.Nav-module_link\[aria-current=page\]/, reason: 'a page the nav links to marks its link; other pages mark none' },
  // Another build: a constant not yet set.
  { pattern: /^\.ContractAddress-module_(address|copy)\b/, reason: 'the contract address, once TOKEN_CONTRACT_ADDRESS is set (content/constants.yaml)' },
  { pattern: /^@media \(scripting:none\) \[data-needs-script\]$/, reason: 'script-only controls (Copy, the link checker) hidden without JavaScript; a page may have none' },
  // States the check does not make.
  { pattern: /^(@media \S+ )?\.LanguageChangeAnnouncer-module_region:not\(:empty\)/, reason: 'the page after a change of language, which announces it' },
  { pattern: /:target\)/, reason: 'a link to one entry (a URL fragment)' },
  { pattern: /^\.Official-module_output\[data-verdict=/, reason: 'the checker\'s verdict on a link the visitor pastes' },
  { pattern: /::-webkit-details-marker$/, reason: 'Safari\'s <summary> marker: Chromium has none' },
]

/** The rule as reported, without CSS Modules hashes (`<file>-module_<class>_<hash>`, vite.config.ts). */
export function unhashed(rule: string): string {
  return rule.replace(/(-module_[\w-]+?)_[\w-]{5}(?![\w-])/g, '$1')
}

/** The unused rules no entry of the allow-list explains. */
export function unexplainedUnusedRules(rules: readonly string[], allowed: readonly AllowedUnusedRule[] = ALLOWED_UNUSED_RULES): string[] {
  return rules.filter((rule) => !allowed.some(({ pattern }) => pattern.test(unhashed(rule))))
}

/** The entries of the allow-list that explain none of `rules` (every page's unused rules): stale, to be removed. */
export function idleAllowances(rules: readonly string[], allowed: readonly AllowedUnusedRule[] = ALLOWED_UNUSED_RULES): AllowedUnusedRule[] {
  return allowed.filter(({ pattern }) => !rules.some((rule) => pattern.test(unhashed(rule))))
}
