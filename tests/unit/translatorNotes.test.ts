import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * The native editors' notes of issue 34, kept fixed: each a word a native reader of crypto marketing stumbles on.
 * The glossary check (npm run content) enforces a term where the English uses it; these catch the other word
 * coming back beside it.
 */
const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8')
const contentFiles = (locale: string): string[] =>
  (fs.readdirSync(path.resolve('content', locale), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.mdx')).map((file) => path.join('content', locale, file))
const msgstrs = (locale: string) => [...read(`locales/${locale}/messages.po`).matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
  .map(([, id, str]) => [id!, str!] as const)

describe('translator notes', () => {
  it('German writes governance "Governance": "Mitbestimmung" reads as works-council co-determination', () => {
    const glossary = parse(read('content/glossary.yaml')) as { terms: { en: string[] | string; de?: string | string[] }[] }
    expect(glossary.terms.find((term) => [term.en].flat().includes('governance'))?.de).toBe('Governance')
    for (const file of contentFiles('de')) expect(read(file), file).not.toMatch(/Mitbestimmung/)
  })

  it('French trades with "trader", its glossary term, not "négocier" or "s’échanger"', () => {
    for (const file of contentFiles('fr')) expect(read(file), file).not.toMatch(/négoci|s[’']échang|les échanges\b/iu)
  })

  it('German watches videos with "ansehen" or "zuschauen", not the colloquial "Videos schauen"', () => {
    for (const file of contentFiles('de')) expect(read(file), file).not.toMatch(/\bSchau (?!zu\b)|\bschaut\b|^title: Schauen/mu)
  })

  it.each([
    ['ru', 'Early users', 'Первые пользователи'],
    ['ru', 'Videos created', 'Создано видео'],
    ['de', 'Early users', 'Erste Nutzer'],
    ['ja', 'Main', 'メインナビゲーション'],
    ['zh-TW', '{value}+', '超過 {value}'],
    ['ko', '{value}+', '{value} 이상'],
  ] as const)('%s writes "%s" as "%s"', (locale, id, expected) => {
    expect(msgstrs(locale).find(([msgid]) => msgid === id)?.[1]).toBe(expected)
  })

  it('Korean says "reach" once in the presale step, Spanish says creators launch their coin, Russian has no "early users" calque', () => {
    expect(read('content/ko/sections/lifecycle.mdx').match(/도달해야/g) ?? []).toHaveLength(0)
    expect(read('content/es/sections/lifecycle.mdx')).toContain('solo los creadores con un respaldo real pueden lanzar la suya')
    for (const file of contentFiles('ru')) expect(read(file), file).not.toMatch(/ранних пользовател|Ранние пользовател/u)
  })
})
