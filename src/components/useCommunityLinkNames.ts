import { useLingui } from '@lingui/react/macro'
import type { COMMUNITY_LINKS } from '../content/constants'

/** Visible names of the community channels; "X" stays a brand, but translators may adapt the others. */
export function useCommunityLinkNames(): Record<(typeof COMMUNITY_LINKS)[number], string> {
  const { t } = useLingui()
  return { x: t`X (Twitter)`, telegram: t`Telegram`, discord: t`Discord` }
}
