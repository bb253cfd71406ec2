import { describe, expect, it } from 'vitest'
import type { BodyNode } from '../../src/content/schema'
import { typeset } from '../../src/i18n/typeset'
import { labelled, titleOf } from '../../src/i18n/typography'
import { listSeparator } from '../../src/i18n/formatList'
import { typesetBody, typesetEntry, typesetIndex } from '../../src/content/typesetContent'
import { LOCALES } from '../../src/i18n/locales'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('typeset: the typography each language expects, applied as the page is rendered (issue 43)', () => {
  it.each([
    [
      'fr',
      'Gardez ces règles en tête : personne ne vous écrira ; jamais !',
      `Gardez ces règles en tête${NBSP}: personne ne vous écrira${NNBSP}; jamais${NNBSP}!`,
    ],
    ['fr', 'Pourquoi? Attention: faux!', `Pourquoi${NNBSP}? Attention${NBSP}: faux${NNBSP}!`],
    ['fr', '« vérifier » ou «synchroniser»', `«${NNBSP}vérifier${NNBSP}» ou «${NNBSP}synchroniser${NNBSP}»`],
    ['fr', 'Liens officiels — Reelfi', 'Liens officiels – Reelfi'],
    ['de', 'Offizielle Links und Adressen — Reelfi', 'Offizielle Links und Adressen – Reelfi'],
    ['ja', '公式サイトで発表します。 次に', '公式サイトで発表します。次に'],
    ['ja', 'ご注意ください： Reelfi から', 'ご注意ください：Reelfi から'],
    ['zh-TW', '我們絕不會主動私訊。 請記住', '我們絕不會主動私訊。請記住'],
    ['en', 'Official Links — Reelfi: yes ; no !', 'Official Links — Reelfi: yes ; no !'],
    ['es', '¿Qué es? — Reelfi', '¿Qué es? — Reelfi'],
    ['ko', '주의하세요. 그리고', '주의하세요. 그리고'],
    ['it', 'Attenzione: «falso»', 'Attenzione: «falso»'],
    ['ru', 'Внимание: «фальшивка» — нет', 'Внимание: «фальшивка» — нет'],
  ] as const)('%s: %s', (locale, text, expected) => {
    expect(typeset(text, locale)).toBe(expected)
  })

  it('never touches a link, a time, a query string or an address inside text', () => {
    const text =
      'Voir https://reelfi.app/official?x=1 à 12:30, ou reelfi.app/#faq:top et ' +
      '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    expect(typeset(text, 'fr')).toBe(text)
    expect(typeset('https://reelfi.app/ja/ と 12:30。', 'ja')).toBe('https://reelfi.app/ja/ と 12:30。')
  })

  it('is idempotent: text already set stays as it is', () => {
    for (const locale of LOCALES) {
      const once = typeset('Note : « oui » ; non ! 。 次 — fin', locale)
      expect(typeset(once, locale), locale).toBe(once)
    }
  })

  it('removes the space after "。**" across a bold run (Japanese, Chinese)', () => {
    const body: BodyNode[] = [
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [{ type: 'text', value: '本サイトで発表します。' }] },
          { type: 'text', value: ' 他の場所のアドレスは偽物です。' },
        ],
      },
    ]
    const set = typesetBody(body, 'ja')
    expect(JSON.stringify(set)).toContain('"value":"他の場所のアドレスは偽物です。"')
    expect(typesetBody(body, 'en')).toEqual(body)
    // A space at the start of a paragraph after another that ended with "。" is not the same sentence run: kept.
    const two: BodyNode[] = [
      { type: 'paragraph', children: [{ type: 'text', value: '一。' }] },
      { type: 'paragraph', children: [{ type: 'text', value: ' 二' }] },
    ]
    expect(typesetBody(two, 'ja')).toEqual(two)
  })

  it("sets an image's alt text and caption, and keeps an image no rule changes as it is", () => {
    const image = {
      type: 'image',
      file: 'step.png',
      alt: 'Étape 1 : le wallet',
      caption: 'Prêt ?',
      asset: {},
    } as unknown as BodyNode
    const [set] = typesetBody([{ type: 'paragraph', children: [image] }], 'fr') as [
      Extract<BodyNode, { type: 'paragraph' }>,
    ]
    expect(set.children[0]).toMatchObject({
      alt: `Étape 1${NBSP}: le wallet`,
      caption: `Prêt${NNBSP}?`,
      file: 'step.png',
    })
    const plain = { ...image, alt: 'Step one', caption: undefined } as BodyNode
    expect(
      (typesetBody([{ type: 'paragraph', children: [plain] }], 'fr')[0] as Extract<BodyNode, { type: 'paragraph' }>)
        .children[0],
    ).toBe(plain)
  })

  it("sets a translated entry's frontmatter text and leaves an English fallback and its dates alone", () => {
    const entry = {
      id: 'x',
      fallback: false,
      title: 'Attention : faux ! — Reelfi',
      date: '2026-11-24',
      body: [] as BodyNode[],
    }
    expect(typesetEntry(entry, 'fr')).toEqual({ ...entry, title: `Attention${NBSP}: faux${NNBSP}! – Reelfi` })
    expect(typesetEntry({ ...entry, fallback: true }, 'fr')).toEqual({ ...entry, fallback: true })
  })
})

describe('typesetIndex: a whole content index, as the feeds read it', () => {
  it(
    'sets every translated entry of every collection, lists and records alike, and leaves fallbacks and ' +
      'notices alone',
    () => {
      const entry = (id: string, fallback = false) => ({
        id,
        fallback,
        title: 'Pourquoi ? Attention : faux !',
        body: [] as BodyNode[],
      })
      const index = { generated: 'notice: generated', faq: [entry('a'), entry('b', true)], news: { x: entry('x') } }
      const set = typesetIndex(index, 'fr')
      const french = `Pourquoi${NNBSP}? Attention${NBSP}: faux${NNBSP}!`
      expect(set.faq.map(faq => faq.title)).toEqual([french, 'Pourquoi ? Attention : faux !'])
      expect(set.news.x!.title).toBe(french)
      expect(set.generated).toBe('notice: generated')
      expect(typesetIndex(set, 'fr')).toEqual(set)
    },
  )
})

describe('separators from the locale: titles, labels, lists', () => {
  it.each([
    ['en', 'Search — Reelfi', 'Reelfi: Watch to earn', ', '],
    ['fr', 'Recherche – Reelfi', `Reelfi${NBSP}: Watch to earn`, ', '],
    ['de', 'Suche – Reelfi', 'Reelfi: Watch to earn', ', '],
    ['ja', '検索 — Reelfi', 'Reelfi：Watch to earn', '、'],
    ['zh-TW', '搜尋 — Reelfi', 'Reelfi：Watch to earn', '、'],
    ['ko', '검색 — Reelfi', 'Reelfi: Watch to earn', ', '],
    ['es', 'Buscar — Reelfi', 'Reelfi: Watch to earn', ', '],
    ['it', 'Cerca — Reelfi', 'Reelfi: Watch to earn', ', '],
    ['ru', 'Поиск — Reelfi', 'Reelfi: Watch to earn', ', '],
  ] as const)('%s', (locale, title, label, separator) => {
    expect(titleOf([title.split(/ [—–] /)[0]!, 'Reelfi'], locale)).toBe(title)
    expect(labelled('Reelfi', 'Watch to earn', locale)).toBe(label)
    expect(listSeparator(locale)).toBe(separator)
  })
})

describe('one colon and one dash: a part that holds the separator gets another join (issue 49)', () => {
  it.each([
    [
      'de',
      'Presale startet bald: So funktioniert die Schwelle',
      'Reelfi – Presale startet bald: So funktioniert die Schwelle',
    ],
    ['ja', 'プレセールまもなく開始：目標額の仕組み', 'Reelfi — プレセールまもなく開始：目標額の仕組み'],
    ['fr', `Prévente${NBSP}: bientôt`, `Reelfi – Prévente${NBSP}: bientôt`],
    ['en', 'Presale: soon — read this', 'Reelfi | Presale: soon — read this'],
  ] as const)('labels a %s title that holds a colon with the dash', (locale, title, expected) => {
    expect(labelled('Reelfi', title, locale)).toBe(expected)
  })

  it.each([
    ['ru', 'Новости на сайте — на девяти языках', 'Новости на сайте — на девяти языках | Reelfi'],
    ['de', 'Neuigkeiten – jetzt auf der Website', 'Neuigkeiten – jetzt auf der Website | Reelfi'],
    ['en', 'Presale opens soon: how the gate works', 'Presale opens soon: how the gate works — Reelfi'],
  ] as const)('joins a %s title that holds a dash with a bar', (locale, title, expected) => {
    expect(titleOf([title, 'Reelfi'], locale)).toBe(expected)
  })
})
