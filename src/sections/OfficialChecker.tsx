import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import OfficialChecker from '../islands/OfficialChecker.island'
import { Island } from '../islands/Island'
import { islandMessages } from '../islands/islandMessages'
import { purposesOf } from '../official/purposes'
import { OFFICIAL_ENTRIES } from '../official/siteRegistry'
import { useLocale } from '../content/useLocaleBundle'
import styles from './Official.module.css'

/**
 * The checker's verdicts, formatted by Lingui in the island (src/islands/islandMessages.ts) with the values it finds:
 * `{entries}`, `{entry}`, `{host}`, `{address}`, `{purpose}`, `{handle}`, `{platforms}`.
 */
const CHECKER_MESSAGES = {
  official: msg({ message: 'Official: {entries}.' }),
  entry: msg({ message: '{address} ({purpose})' }),
  'not-listed': msg`Not on our list, so not ours. Do not send anything to it or connect your wallet to it.`,
  'look-alike': msg({ message: 'Not ours. It looks like {entry} but is not the same: that is how scams imitate us.' }),
  spaces: msg`Not checked: it contains spaces or hidden characters. Paste one address or link.`,
  characters: msg`Not ours. It contains letters from another alphabet or invisible characters, a trick to imitate real addresses.`,
  punycode: msg`Not ours. The address is written in punycode (xn--), which disguises letters from other alphabets as familiar ones.`,
  userinfo: msg({
    message: 'Not ours. Everything before the @ is ignored by the browser: this link really goes to {host}.',
  }),
  'other-page': msg`Not ours. The site is one we use, but this account or page on it is not one of ours.`,
  'look-alike-of': msg({ message: 'It imitates {entry}.' }),
  'other-page-of': msg({ message: 'Ours there is {entry}.' }),
  platform: msg({
    message: 'Which platform did you find {handle} on? It is our account only on {platforms}: choose where you saw it.',
  }),
  'choose-platform': msg`Where did you find it?`,
  'another-platform': msg`Another platform`,
  'other-platform': msg({
    message: 'Not ours. {handle} is our account only on {platforms}: on any other platform, anyone can use that name.',
  }),
} as const

/**
 * The look-alike checker of /official/, woken when it scrolls into view (or is focused). Without JavaScript the
 * form is hidden and a note says that the list above is the reference: a box that cannot answer must not look
 * as if it could.
 */
export function OfficialCheckerSection() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <section id="check" className={styles.section} aria-labelledby="check-heading">
      <h2 id="check-heading" className={styles.heading}>{t`Is It Really Ours?`}</h2>
      <Island
        name="OfficialChecker"
        component={OfficialChecker}
        when="visible"
        props={{
          classes: {
            checker: styles.checker!,
            label: styles.label!,
            hint: styles.hint!,
            input: styles.input!,
            output: styles.output!,
            platforms: styles.platforms!,
          },
          label: t`Check an address or link`,
          hint: t`Paste a contract address, a web address or an @handle. The check runs in your browser; nothing is sent.`,
          entries: OFFICIAL_ENTRIES,
          purposes: purposesOf(OFFICIAL_ENTRIES, i18n),
          locale,
          messages: islandMessages(i18n, CHECKER_MESSAGES),
        }}
      />
      <p className={styles.noScript}>
        {t`The checker needs JavaScript, which is turned off. Compare with the list above instead: anything that is not on it, character for character, is not ours.`}
      </p>
    </section>
  )
}
