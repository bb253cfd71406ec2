import { listFormat } from './intlFormats.ts'
/**
 * Joins items the way the locale writes a list in a sentence: "60% rewards, 20% presale, and 20% pool",
 * "60 % награды, 20 % пресейл и 20 % пул", "60%報酬、20%プレセール、20%プール". A conjunction rather than a
 * "unit" list: ICU writes unit lists in ja, ko, zh and ru with bare spaces, which a screen reader runs together.
 */
export function formatList(items: readonly string[], locale: string): string {
  return listFormat(locale, { type: 'conjunction', style: 'long' }).format(items)
}
