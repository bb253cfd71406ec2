import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readGlossary } from '../../scripts/translation/glossary'
import { TRANSLATED_LOCALES } from '../../src/i18n/locales'
import { catalogStyleNotes, catalogTypography, secondRenderings } from '../../scripts/translation/glossaryCheck'
import { catalogReaderLines, mdxReaderLines } from '../../scripts/translation/readerText'
import { typographyNotes } from '../../scripts/translation/typographyNotes'
import { translationNotes } from '../../scripts/translation/translationNotes'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { FIXTURE_GLOSSARY, fixtureContentOptions } from './contentCopy'

const glossary = readGlossary(FIXTURE_GLOSSARY)
const mdx = (body: string, title = 'Titel') => `---\ntitle: "${title}"\nsource_hash: abc123abc123\n---\n${body}\n`

describe('one term per idea: a second rendering of a glossary term is a note naming the term (issue 43)', () => {
  it.each([
    ['de', 'Bis wir die Contract-Adresse veröffentlichen.', 'Contract-Adresse', 'Vertragsadresse'],
    ['de', 'Fake-Accounts nutzen unseren Namen.', 'Account', 'Konto'],
    ['ru', 'Храните сид-фразу в секрете.', 'сид-фраз', 'фраза восстановления'],
    ['ja', 'プレセールのゲートを超えたら', 'ゲート', '目標額'],
    ['ja', 'プレセールの販売基準を超えたら', '販売基準', '目標額'],
    ['zh-TW', '詐騙集團常會發行仿冒代幣', '詐騙集團', '詐騙者'],
    ['de', 'Hinweis ausblenden', 'Hinweis', 'Ankündigung'],
    ['ko', '프리세일 게이트를 넘은 뒤', '게이트', '기준'],
    ['it', 'Lancio equo e listing.', 'listing', 'quotazione'],
    ['es', 'Comprueba una dirección.', 'comprueba', 'verificador'],
    ['fr', 'Collez une adresse de contrat.', 'adresse de contrat', 'adresse du contrat'],
  ] as const)('%s: "%s"', (locale, body, form, preferred) => {
    const notes = secondRenderings(`content/${locale}/x.mdx`, mdxReaderLines(mdx(body)), locale, glossary)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ line: 5, field: 'style' })
    expect(notes[0]!.message).toContain(`"${form}"`)
    expect(notes[0]!.fix).toContain(`"${preferred}"`)
  })

  it('is silent on the preferred term and in another language', () => {
    expect(
      secondRenderings(
        'content/de/x.mdx',
        mdxReaderLines(mdx('Die Vertragsadresse und unsere Konten.')),
        'de',
        glossary,
      ),
    ).toEqual([])
    expect(secondRenderings('content/fr/x.mdx', mdxReaderLines(mdx('Le listing sur Solana.')), 'fr', glossary)).toEqual(
      [],
    )
  })

  it('reads catalogs by their msgstr lines, not the English msgid', () => {
    const po = 'msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "The contract address"\nmsgstr "Die Contract-Adresse"\n'
    const notes = secondRenderings('locales/de/messages.po', catalogReaderLines(po), 'de', glossary)
    expect(notes.map(note => note.line)).toEqual([6])
  })
})

describe('typography that needs a person: translator notes with the line and the fix (issue 43)', () => {
  it.each([
    ['es', 'tampoco para "verificar" una billetera', '“…”'],
    ['it', 'nemmeno per "verificare" un wallet', '«…»'],
    ['ko', '"확인"을 위해서라도', '“…”'],
    ['fr', 'même pour "vérifier" un wallet', '«\u202f…\u202f»'],
    ['de', 'nicht einmal zum "Prüfen"', '„…“'],
    ['ru', 'даже чтобы "проверить" кошелёк', '«…»'],
  ] as const)("%s: straight quotes get the language's own", (locale, body, quotes) => {
    const notes = typographyNotes(`content/${locale}/x.mdx`, mdxReaderLines(mdx(body)), locale, 'content')
    expect(notes).toHaveLength(1)
    expect(notes[0]!.line).toBe(5)
    expect(notes[0]!.fix).toContain(quotes)
  })

  it('does not take YAML quotes, component attributes, code or link targets for quotes', () => {
    const body = 'Siehe <ExternalLink name="x">X</ExternalLink>, `"code"` und [FAQ](/faq "Titel").'
    expect(typographyNotes('content/de/x.mdx', mdxReaderLines(mdx(body, 'Vorsicht: „echt“')), 'de', 'content')).toEqual(
      [],
    )
  })

  it('ja: a space between Japanese and a Latin word (the site writes "Solana発のWeb3")', () => {
    const notes = typographyNotes(
      'content/ja/x.mdx',
      mdxReaderLines(mdx('SNS ではすでに <Brand /> の名前を使った偽アカウントが出回っています。')),
      'ja',
      'content',
    )
    expect(notes).toHaveLength(1)
    expect(
      typographyNotes(
        'content/ja/x.mdx',
        mdxReaderLines(mdx('SNSではすでに<Brand />の名前を使った偽アカウントが出回っています。')),
        'ja',
        'content',
      ),
    ).toEqual([])
  })

  it('zh-TW: Chinese and a Latin word without the space the site puts between them ("Solana 上的 Web3")', () => {
    expect(
      typographyNotes('content/zh-TW/x.mdx', mdxReaderLines(mdx('在Solana上的Web3')), 'zh-TW', 'content'),
    ).toHaveLength(1)
    expect(
      typographyNotes('content/zh-TW/x.mdx', mdxReaderLines(mdx('在 Solana 上的 Web3')), 'zh-TW', 'content'),
    ).toEqual([])
  })

  it('fr catalogs: a plain space before : ; ! ? or inside « » (content is set at render, so only catalogs)', () => {
    const po =
      'msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Pages found: {count}"\nmsgstr "Pages trouvées : ' +
      '{count}"\n\nmsgid "No results"\nmsgstr "Aucun résultat pour « {query} »"\n\nmsgid "Found"\nmsgstr "Pages ' +
      'trouvées\u00a0: {count}"\n'
    const notes = typographyNotes('locales/fr/messages.po', catalogReaderLines(po), 'fr', 'catalog')
    expect(notes.map(note => note.line)).toEqual([6, 9])
    expect(typographyNotes('content/fr/x.mdx', mdxReaderLines(mdx('Attention : faux !')), 'fr', 'content')).toEqual([])
  })

  it.each([
    [
      'ja',
      'msgid "Page {page}"\nmsgstr "{page} ページ目"',
      'a space between Japanese and a Latin word',
      '{page}ページ目',
    ],
    [
      'ja',
      'msgid "{BRAND_NAME} News"\nmsgstr "{BRAND_NAME} ニュース"',
      'a space between Japanese',
      '{BRAND_NAME}ニュース',
    ],
    ['es', 'msgid "No results for “{query}”"\nmsgstr "No hay resultados para «{query}»"', 'not es', 'Para “{query}”'],
    [
      'ko',
      'msgid "No results for “{query}”"\nmsgstr "‘{query}’에 대한 검색 결과가 없습니다"',
      'not ko',
      '“{query}”에 대한',
    ],
    [
      'fr',
      'msgid "RSS: {tagName} only"\nmsgstr "RSS : {tagName} uniquement"',
      'no-break space',
      'RSS\u00a0: {tagName}',
    ],
    [
      'fr',
      'msgid "Official: {entries}."\nmsgstr "Officiel\u202f: {entries}."',
      'narrow no-break space (U+202F)',
      'Officiel\u00a0: {entries}.',
    ],
  ] as const)(
    '%s catalogs: typography is refused on the msgstr line (issue 49)',
    (locale, message, problem, fixedText) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-catalog-typography-'))
      try {
        fs.mkdirSync(path.join(root, 'locales', locale), { recursive: true })
        const po = `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n\n${message}\n`
        fs.writeFileSync(path.join(root, 'locales', locale, 'messages.po'), po)
        const problems = catalogTypography(root, locale)
        expect(problems).toHaveLength(1)
        expect(problems[0]).toMatchObject({ file: `locales/${locale}/messages.po`, line: 6, field: 'msgstr' })
        expect(problems[0]!.message).toContain(problem)
        const fixed = po.replace(/msgstr "(?!").*"\n$/, `msgstr "${fixedText}"\n`)
        fs.writeFileSync(path.join(root, 'locales', locale, 'messages.po'), fixed)
        expect(catalogTypography(root, locale)).toEqual([])
      } finally {
        fs.rmSync(root, { recursive: true, force: true })
      }
    },
  )

  it(
    "are notes: the content build collapses them to one line per language, and lists none on the tests' copy of " +
      "today's content",
    () => {
      const result = buildContent(fixtureContentOptions())
      expect(result.problems).toEqual([])
      const style = result.warnings.filter(warning => warning.field === 'style')
      expect(style.map(({ file, line, message }) => `${file}:${line}: ${message}`)).toEqual([])
      for (const locale of TRANSLATED_LOCALES)
        expect(
          [...catalogStyleNotes(path.resolve('.'), locale, glossary), ...catalogTypography(path.resolve('.'), locale)],
          locale,
        ).toEqual([])
      const note = { file: 'content/ja/news/x.mdx', line: 2, field: 'style', message: 'm', fix: 'f' }
      expect(translationNotes([note, { ...note, line: 3 }, { ...note, file: 'locales/ja/messages.po' }])).toEqual([
        { locale: 'ja', text: 'ja: 3 style notes (news/x, messages.po)' },
      ])
      expect(fs.existsSync('TRANSLATING.md') && fs.readFileSync('TRANSLATING.md', 'utf8')).toContain('## House style')
    },
  )
})
