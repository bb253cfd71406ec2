import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ConstantName } from '../content/constants'
import { formatConstant } from './formatConstant'

/**
 * A marketing stat, "more than" its figure: "100K+", "más de 100 mil", "über 2 Mio. $", "10万以上". The catalog
 * words it around the formatted number, because a "+" appended in code lands after the currency sign in languages
 * that write it last ("2 Mio. $+").
 */
export function formatStat(name: ConstantName, i18n: I18n): string {
  const value = formatConstant(name, i18n.locale)
  return i18n._(
    msg({
      comment:
        'A marketing stat meaning "more than {value}", shown big above a label such as "Early users". {value} is a ' +
        'figure already written for your language ("100K", "2 Mio. $", "10万"). Word it as a landing page in your ' +
        'language would: "{value}+", "más de {value}", "über {value}". Keep it short.',
      message: `${value}+`,
    }),
  )
}
