/**
 * A message of a locale's Lingui catalog (locales/<locale>/messages.po), read at build time by the steps that write
 * text outside the pages (the Open Graph cards, the news feeds): English's when the locale has not translated it
 * yet, as the pages show it. `values` fill its `{name}` placeholders, as Lingui does in a page.
 * CAREFUL HERE: `msgid` is the source text of the macro (`t\`${BRAND_NAME} news\`` is "{BRAND_NAME} news"); a message
 * renamed in the code must be renamed here too (tests/unit/newsFeeds.test.ts checks the news feeds' ones exist).
 */
import fs from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts'
import { ROOT_DIR } from '../core/rootDir.ts'

const catalogs = new Map<Locale, PO>()

function catalog(locale: Locale): PO {
  let parsed = catalogs.get(locale)
  if (!parsed) catalogs.set(locale, (parsed = PO.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', locale, 'messages.po'), 'utf8'))))
  return parsed
}

/** Whether the English catalog has `msgid` (without context). */
export function hasCatalogMessage(msgid: string): boolean {
  return catalog(DEFAULT_LOCALE).items.some((item) => item.msgid === msgid && !item.msgctxt)
}

export function catalogMessage(locale: Locale, msgid: string, values: Record<string, string> = {}): string {
  const read = (code: Locale) => catalog(code).items.find((item) => item.msgid === msgid && !item.msgctxt)?.msgstr[0]
  const text = read(locale) || read(DEFAULT_LOCALE) || msgid
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
