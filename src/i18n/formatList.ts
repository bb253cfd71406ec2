import { listFormat } from './intlFormats.ts'
import { typographyOf } from './typography.ts'

// Spacing per language comes from typography.ts: zh-TW spaces Han from a figure, which ICU's list patterns do not
// ("20% 預售和20% 流動性池", issue 34); Japanese writes a figure and the word after it unspaced ("20%プレセール",
// as "取引高の1%") and keeps a space only between two Latin words or figures ("60% Watch-to-Earn報酬").

const HAN = /\p{Script=Han}/u
const KANA_OR_HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u
const LATIN_OR_FIGURE = /[\p{Script=Latin}\p{Nd}%$]/u

/** Whether `before` and `after` meet as Han and a Latin letter or figure, either way round. */
function hanMeetsLatin(before: string, after: string): boolean {
  return (HAN.test(before) && LATIN_OR_FIGURE.test(after)) || (LATIN_OR_FIGURE.test(before) && HAN.test(after))
}

/**
 * Joins items the way the locale writes a list in a sentence: "60% rewards, 20% presale, and 20% pool",
 * "60 % награды, 20 % пресейл и 20 % пул", "60%報酬、20%プレセール、20%プール", "60% 獎勵、20% 預售和 20% 流動性池".
 * A conjunction rather than a "unit" list: ICU writes unit lists in ja, ko, zh and ru with bare spaces, which a
 * screen reader runs together.
 */
export function formatList(items: readonly string[], locale: string): string {
  const parts = listFormat(locale, { type: 'conjunction', style: 'long' }).formatToParts(items)
  if (!typographyOf(locale).spacesHanFromLatin) return parts.map(part => part.value).join('')
  let text = ''
  for (const { value } of parts) {
    text += text !== '' && value !== '' && hanMeetsLatin(text.at(-1)!, value[0]!) ? ` ${value}` : value
  }
  return text
}

/**
 * What goes between a figure and its label, as in a chart's legend ("60% Rewards"): a space, except in Japanese
 * before a Japanese word ("20%プレセール"; "60% Watch-to-Earn報酬" keeps it between two Latin words).
 */
export function figureLabelSpace(figure: string, label: string, locale: string): '' | ' ' {
  const unspaced =
    typographyOf(locale).figureTouchesKana &&
    (KANA_OR_HAN.test(label[0] ?? '') || KANA_OR_HAN.test(figure.at(-1) ?? ''))
  return unspaced ? '' : ' '
}

/** A figure and its label as one item of a list: "60% Rewards", "20%プレセール", "20 % Pool". */
export function labelledFigure(figure: string, label: string, locale: string): string {
  return `${figure}${figureLabelSpace(figure, label, locale)}${label}`
}

/**
 * What parts two items in the middle of a list in `locale`: ", " (English, German, Russian…), "、" (Japanese,
 * Chinese). For items shown apart (pills), written as hidden text between them so that their text does not run
 * together ("Sicherheit, Ankündigungen", not "SicherheitAnkündigungen").
 */
export function listSeparator(locale: string): string {
  const parts = listFormat(locale, { type: 'conjunction', style: 'long' }).formatToParts(['a', 'b', 'c'])
  return parts.find(part => part.type === 'literal')?.value ?? ', '
}
