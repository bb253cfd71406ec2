import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../content/constants'
import { PURPOSES } from './purposes'

/**
 * The catalog messages that the official page shows and that the build also writes outside the pages (llms.txt and
 * the pages' Markdown copies, scripts/llms/llmsFiles.ts, read through scripts/translation/pageI18n.ts): one descriptor
 * for both (src/sections/OfficialLinks.tsx, src/components/ContractAddress.tsx); tests/unit/llms.test.ts checks that
 * every one is translated in every language.
 */
export const OFFICIAL_MESSAGES = {
  contractAddress: msg`Contract Address`,
  contractPending: msg`The contract address will be announced here at launch. Until then, any token claiming to be ${BRAND_NAME} is not ours.`,
  links: msg`Official Links and Accounts`,
  // The search page's description, which says what a list of every page is ("Pages" is the news list's pagination).
  pages: msg`Every page of the site, with what it is about.`,
  news: msg`News`,
  purposes: PURPOSES,
} as const
