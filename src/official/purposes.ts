/**
 * What each official entry is for, in the page's language: the purposes named in content/constants.yaml
 * (`official.purposes`), plus the contract address and the security contact. Catalog messages, so translators
 * word them with the rest of the interface.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../content/constants'
import type { OfficialEntry } from './registry'

export const PURPOSES: Record<OfficialEntry['purpose'], MessageDescriptor> = {
  website: msg`This website`,
  announcements: msg`Announcements`,
  chat: msg`Community chat`,
  community: msg`Community server`,
  trading: msg`Where creator coins trade`,
  charts: msg`Token charts`,
  blockchain: msg`The blockchain ${BRAND_NAME} runs on`,
  contract: msg`Token contract address`,
  security: msg`Security reports`,
}

/** Each entry's purpose in the page's language, by entry name. */
export function purposesOf(entries: readonly OfficialEntry[], i18n: I18n): Record<string, string> {
  return Object.fromEntries(entries.map(entry => [entry.name, i18n._(PURPOSES[entry.purpose])]))
}
