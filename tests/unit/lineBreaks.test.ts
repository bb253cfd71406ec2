import { describe, expect, it } from 'vitest'
import { cardSvg } from '../../scripts/build/ogCard'
import { fixedPhrases, PHRASE_SEGMENTERS } from '../../scripts/build/ogImages'
import { keepTogether } from '../../src/i18n/lineBreaks'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { BRAND_NAME } from '../../src/content/constants'
import { fixtureIndex } from '../fixture-site/content'

const NBSP = '\u00a0'
const WJ = '\u2060'

describe('keepTogether', () => {
  it.each([
    ['ru', 'Смотрите и зарабатывайте в Web3 на Solana', `Смотрите и${NBSP}зарабатывайте в${NBSP}Web3 на${NBSP}Solana`],
    ['ru', 'Доход с каждого просмотра', `Доход с${NBSP}каждого просмотра`],
    ['fr', 'Le watch-to-earn Web3 sur Solana', `Le${NBSP}watch-${WJ}to-${WJ}earn Web3 sur${NBSP}Solana`],
    ['fr', 'Où trader les tokens ?', `Où trader les${NBSP}tokens\u202f?`],
    ['es', 'Watch-to-earn Web3 en Solana', `Watch-${WJ}to-${WJ}earn Web3 en${NBSP}Solana`],
    ['it', 'Il watch-to-earn Web3 su Solana', `Il${NBSP}watch-${WJ}to-${WJ}earn Web3 su${NBSP}Solana`],
    ['de', 'Web3 Watch-to-Earn auf Solana', `Web3 Watch-${WJ}to-${WJ}Earn auf${NBSP}Solana`],
    ['en', 'Web3 Watch-To-Earn on Solana', `Web3 Watch-${WJ}To-${WJ}Earn on${NBSP}Solana`],
    ['zh-TW', 'Solana 上的 Web3 邊看邊賺', `Solana 上的 Web3 邊${WJ}看${WJ}邊${WJ}賺`],
    [
      'ja',
      'ウォッチ・トゥ・アーンで稼ぐ',
      `ウ${WJ}ォ${WJ}ッ${WJ}チ${WJ}・${WJ}ト${WJ}ゥ${WJ}・${WJ}ア${WJ}ー${WJ}ンで稼ぐ`,
    ],
    ['ja', '流動性プールへ', `流${WJ}動${WJ}性${WJ}プ${WJ}ー${WJ}ルへ`],
    ['ko', 'Solana 기반 Web3 워치투언', 'Solana 기반 Web3 워치투언'],
  ] as const)('%s: %s', (locale, text, expected) => {
    expect(keepTogether(text, locale, fixedPhrases(locale))).toBe(expected)
  })

  it('binds a figure to the word after it, and a run of short words word by word', () => {
    expect(keepTogether('24 heures à la une', 'fr')).toBe(`24${NBSP}heures à${NBSP}la${NBSP}une`)
    expect(keepTogether('Plus de 20 % du pool', 'fr')).toBe(`Plus de${NBSP}20 % du${NBSP}pool`)
  })

  it('leaves words that only end like a short word alone ("Solana", "Dana")', () => {
    expect(keepTogether('Solana Dana', 'ru')).toBe('Solana Dana')
    expect(keepTogether('Gagnez des tokens', 'fr')).toBe(`Gagnez des${NBSP}tokens`)
  })
})

/** The title's lines as the card lays them out: satori's <text> elements of the title's size, grouped by line. */
async function titleLines(locale: Locale, title: string): Promise<string[]> {
  const svg = await cardSvg(
    locale,
    title,
    'Coming soon',
    { brand: BRAND_NAME, host: 'reelfi.app' },
    { embedFont: false },
  )
  const lines = new Map<number, { x: number; text: string }[]>()
  for (const [, x, y, size, text] of svg.matchAll(
    /<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g,
  )) {
    if (Number(size) < 70) continue
    const line = lines.get(Number(y)) ?? []
    line.push({ x: Number(x), text: text! })
    lines.set(Number(y), line)
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, parts]) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map(part => part.text)
        .join('')
        .replaceAll(WJ, '')
        .replaceAll(NBSP, ' ')
        .trim(),
    )
}

const homeHeading = (locale: Locale) =>
  fixtureIndex<{ pages: { home: { heading: string } } }>(locale).pages.home.heading

/** Words a native reader does not want at the end of a card's line, per language (written out, not the rule's list). */
const NO_LINE_END: Partial<Record<Locale, RegExp>> = {
  ru: /(?:^|\s)(?:на|в|с|и|о|к|у|по|за|из|от|до)$/iu,
  fr: /(?:^|\s)(?:à|au|de|des|du|en|et|la|le|les|un|une|sur)$/iu,
  es: /(?:^|\s)(?:a|de|del|el|la|los|las|en|y|o|un|una|con)$/iu,
  it: /(?:^|\s)(?:a|di|da|il|la|le|lo|in|su|e|un|una|con|per)$/iu,
  de: /(?:^|\s)(?:in|im|an|am|auf|und|zu|mit|von|der|die|das|den|dem|ein|eine)$/iu,
  en: /(?:^|\s)(?:a|an|the|of|on|to|in|and)$/iu,
}

/** Phrases that must sit on one line. */
const WHOLE: Partial<Record<Locale, string[]>> = {
  'zh-TW': ['邊看邊賺', '創作者代幣'],
  ja: ['ウォッチ・トゥ・アーン', 'クリエイターコイン', 'Watch-to-Earn'],
  en: ['Watch-To-Earn'],
  de: ['Watch-to-Earn'],
}

describe("the Open Graph card's title breaks as each language allows", () => {
  // Each locale's home title, and titles long enough to break at the places the rule guards.
  const cases: [Locale, string][] = [
    ...LOCALES.map(locale => [locale, homeHeading(locale)] as [Locale, string]),
    ['ru', 'Зарабатывайте монеты любимых авторов на Solana'],
    ['zh-TW', '在 Solana 上發行創作者代幣，粉絲邊看邊賺'],
    ['ja', 'Solana発、推しのクリエイターコインをウォッチ・トゥ・アーンで'],
    ['fr', 'Gagnez les tokens de vos créateurs préférés sur Solana'],
    ['de', 'Verdiene die Coins deiner Lieblings-Creator auf Solana'],
    ['es', 'Gana las monedas de tus creadores favoritos en Solana'],
    ['it', 'Guadagna le coin dei tuoi creator preferiti su Solana'],
  ]

  it.each(cases)('%s: "%s"', async (locale, title) => {
    const lines = await titleLines(locale, keepTogether(title, locale, fixedPhrases(locale)))
    expect(lines.join(' ').replace(/\s+/g, ''), 'the whole title is drawn').toBe(title.replace(/\s+/g, ''))
    expect(lines.length, JSON.stringify(lines)).toBeLessThanOrEqual(3)
    for (const line of lines.slice(0, -1)) {
      const leaning = NO_LINE_END[locale]
      if (leaning) expect(line, `a line of ${JSON.stringify(lines)} ends with a short word`).not.toMatch(leaning)
    }
    for (const phrase of WHOLE[locale] ?? []) {
      if (title.includes(phrase))
        expect(
          lines.some(line => line.includes(phrase)),
          `"${phrase}" is split: ${JSON.stringify(lines)}`,
        ).toBe(true)
    }
  })

  it('would break the Russian title after "на" and split 邊看邊賺 without the rule (the test can fail)', async () => {
    expect(await titleLines('ru', 'Смотрите и зарабатывайте в Web3 на Solana')).toContain('зарабатывайте в Web3 на')
    expect((await titleLines('zh-TW', 'Solana 上的 Web3 邊看邊賺')).some(line => line.includes('邊看邊賺'))).toBe(false)
  })
})

describe('fixed phrases come from the glossary', () => {
  it('joins each zh-TW and ja term written in Han or kana, longest first', () => {
    expect(fixedPhrases('zh-TW')).toEqual(expect.arrayContaining(['邊看邊賺', '創作者代幣', '交易量', '交易']))
    expect(keepTogether('交易量', 'zh-TW', fixedPhrases('zh-TW'))).toBe(`交${WJ}易${WJ}量`)
    expect(keepTogether('取引高', 'ja', fixedPhrases('ja'))).toBe(`取${WJ}引${WJ}高`)
  })
})

describe('Japanese and Chinese card titles break between phrases (BudouX), never inside a word (issue 43)', () => {
  const cases: [Locale, string, string[]][] = [
    [
      'ja',
      'なりすましにご注意ください：Reelfi から先に DM を送ることはありません',
      ['ください', 'ありません', 'ご注意'],
    ],
    ['ja', 'プレセールまもなく開始：参加基準の仕組み', ['開始', 'プレセール', '仕組み']],
    ['ja', 'ニュースをサイトで公開開始、9か国語で', ['公開開始', 'ニュース']],
    ['zh-TW', '小心冒充者：Reelfi 絕不會主動私訊你', ['冒充者', '私訊', '絕不會']],
    ['ja', '新機能から報酬の分配方法まで、成長の方向性を決める', ['分配方法', '方向性']],
    ['zh-TW', '預售即將開跑：門檻怎麼運作', ['預售', '開跑', '門檻', '運作']],
  ]
  it.each(cases)('%s: "%s"', async (locale, title, words) => {
    const segment = PHRASE_SEGMENTERS[locale]!()
    const text = keepTogether(title, locale, fixedPhrases(locale), segment)
    // No word is cut by the rule itself: each of its characters is joined to the next.
    for (const word of words) expect(text, word).toContain([...word].join(WJ))
    const lines = await titleLines(locale, text)
    expect(lines.join('').replace(/\s+/g, ''), 'the whole title is drawn').toBe(title.replace(/\s+/g, ''))
    for (const word of words)
      expect(
        lines.some(line => line.replace(/\s+/g, '').includes(word)),
        `"${word}" is split: ${JSON.stringify(lines)}`,
      ).toBe(true)
  })

  it('keeps a one-character Chinese word with its neighbour, and a Japanese kanji compound whole (issue 49)', () => {
    expect(keepTogether('絕不會私訊你', 'zh-TW', [], () => ['絕', '不會', '私訊', '你'])).toBe(
      `絕${WJ}不${WJ}會私${WJ}訊${WJ}你`,
    )
    expect(keepTogether('分配方法まで', 'ja', [], () => ['分配方', '法まで'])).toBe(
      `分${WJ}配${WJ}方${WJ}法${WJ}ま${WJ}で`,
    )
  })

  it('breaks where BudouX finds a phrase boundary, and nowhere else', () => {
    const text = keepTogether('ご注意ください', 'ja', [], () => ['ご注意', 'ください'])
    expect(text).toBe(`ご${WJ}注${WJ}意く${WJ}だ${WJ}さ${WJ}い`)
  })
})
