import { describe, expect, it } from 'vitest'
import type { BodyNode } from '../../src/content/schema'
import { plainText, PROPER_NAMES } from '../../src/format/plainText'
import { readGlossary } from '../../scripts/translation/glossary'
import { BRAND_NAME, CONSTANTS } from '../../src/content/constants'
import { FIXTURE_GLOSSARY } from './contentCopy'

const facts = { BRAND_NAME, CONSTANTS }

const text = (value: string): BodyNode => ({ type: 'text', value })
const strong = (value: string): BodyNode => ({ type: 'strong', children: [text(value)] })
const paragraph = (...children: BodyNode[]): BodyNode => ({ type: 'paragraph', children })

describe('plainText', () => {
  it('adds no space where inline markup ends', () => {
    expect(
      plainText([paragraph(text('We recommend '), strong('Phantom'), text(' or '), strong('Solflare'), text('.'))], {
        locale: 'en',
        facts,
      }),
    ).toBe('We recommend Phantom or Solflare.')
    expect(plainText([paragraph(strong('プレセール'), text('：クリエイターが'))], { locale: 'ja', facts })).toBe(
      'プレセール：クリエイターが',
    )
    expect(
      plainText(
        [paragraph({ type: 'ExternalLink', name: 'discord', children: [text('Discord')] }, text('를 확인하세요.'))],
        { locale: 'ko', facts },
      ),
    ).toBe('Discord를 확인하세요.')
    expect(plainText([paragraph({ type: 'Brand' }, text('를'))], { locale: 'ko', facts })).toBe(`${BRAND_NAME}를`)
  })

  it('keeps no-break spaces (French punctuation, digit groups) and collapses only source line breaks', () => {
    expect(
      plainText([paragraph(text('secrète\u00a0: personne\u202f; vraiment\u202f?\nFin.'))], { locale: 'fr', facts }),
    ).toBe('secrète\u00a0: personne\u202f; vraiment\u202f? Fin.')
  })

  it('formats figures for the locale, with their form', () => {
    expect(
      plainText([paragraph(text('incassano '), { type: 'Constant', name: 'creatorSharePercent', form: 'article' })], {
        locale: 'it',
        facts,
      }),
    ).toBe('incassano l’1%')
    expect(plainText([paragraph({ type: 'Constant', name: 'presaleGateUsd' })], { locale: 'de', facts })).toBe(
      '24.000\u00a0Dollar',
    )
  })

  it(
    'joins blocks as the language joins sentences: a space, none in Japanese and Chinese; list markers ' +
      'are not text',
    () => {
      const body: BodyNode[] = [
        paragraph(text('Three stages:')),
        {
          type: 'list',
          ordered: true,
          tight: true,
          children: [
            { type: 'listItem', children: [paragraph(strong('Presale'), text(' — sell.'))] },
            { type: 'listItem', children: [paragraph(strong('Listing'), text(' — trade.'))] },
          ],
        },
      ]
      expect(plainText(body, { locale: 'en', facts })).toBe('Three stages: Presale — sell. Listing — trade.')
      expect(plainText([paragraph(text('一。')), paragraph(text('二。'))], { locale: 'ja', facts })).toBe('一。二。')
      expect(plainText([paragraph(text('一。')), paragraph(text('二。'))], { locale: 'zh-TW', facts })).toBe('一。二。')
    },
  )

  it('says what the contract address component says', () => {
    expect(plainText([{ type: 'ContractAddress' }], { locale: 'en', facts, contractAddress: 'To be announced.' })).toBe(
      'To be announced.',
    )
  })

  it(
    "keeps an image's caption, which the page shows as text, and leaves out its alt text, which stands in for " +
      'the picture',
    () => {
      const asset = {
        width: 800,
        height: 600,
        src: '/assets/images/chart.png',
        srcset: '/assets/images/chart.png 800w',
        type: 'image/png' as const,
        sources: [],
      }
      const image = (caption?: string): BodyNode => ({
        type: 'image',
        file: 'chart.png',
        alt: 'A pie chart',
        ...(caption ? { caption } : {}),
        asset,
      })
      expect(
        plainText([paragraph(text('Before.')), image('How the coins are shared.'), paragraph(text('After.'))], {
          locale: 'en',
          facts,
        }),
      ).toBe('Before. How the coins are shared. After.')
      expect(
        plainText([paragraph(text('前。')), image('図。'), paragraph(text('後。'))], { locale: 'ja', facts }),
      ).toBe('前。図。後。')
      expect(plainText([paragraph(text('Before.')), image(), paragraph(text('After.'))], { locale: 'en', facts })).toBe(
        'Before. After.',
      )
    },
  )

  describe(
    'reads a table as a sentence: the headings, then each row (Latin, Cyrillic, Hangul), or a sentence a row ' +
      '(Japanese, Chinese)',
    () => {
      const cell = (...children: BodyNode[]): BodyNode => ({ type: 'tableCell', header: false, children })
      const row = (...cells: BodyNode[]): BodyNode => ({ type: 'tableRow', children: cells })
      const table = (head: readonly [string, string], rows: [BodyNode, string][]): BodyNode[] => [
        paragraph(text(head[0] === '占比' || head[0] === '割合' ? '如下' : 'Intro.')),
        {
          type: 'table',
          children: [
            row(cell(text(head[0])), cell(text(head[1]))),
            ...rows.map(([figure, label]) => row(cell(figure), cell(text(label)))),
          ],
        },
      ]
      const share = (name: 'watchToEarnPercent' | 'presalePercent'): BodyNode => ({ type: 'Constant', name })
      // The FAQ's token split table in each language, as its content file has it.
      it.each([
        [
          'en',
          ['Share', 'Goes to'],
          ['Watch-to-earn rewards for viewers', 'Presale'],
          'Intro. Share and goes to: 60%, watch-to-earn rewards for viewers; 20%, presale.',
        ],
        [
          'zh-TW',
          ['占比', '分配對象'],
          ['給觀眾的邊看邊賺獎勵', '預售'],
          '如下占比、分配對象。60%、給觀眾的邊看邊賺獎勵。20%、預售。',
        ],
        [
          'ja',
          ['割合', '配分先'],
          ['視聴者向けのWatch-to-Earn報酬', 'プレセール'],
          '如下割合、配分先。60%、視聴者向けのWatch-to-Earn報酬。20%、プレセール。',
        ],
        [
          'ko',
          ['비율', '배분 대상'],
          ['시청자 워치투언 보상', '프리세일'],
          'Intro. 비율 및 배분 대상: 60%, 시청자 워치투언 보상; 20%, 프리세일.',
        ],
        [
          'es',
          ['Porcentaje', 'Destino'],
          ['Recompensas', 'La preventa'],
          'Intro. Porcentaje y destino: 60%, recompensas; 20%, la preventa.',
        ],
        [
          'it',
          ['Quota', 'Destinazione'],
          ['Ricompense', 'Prevendita'],
          'Intro. Quota e destinazione: 60%, ricompense; 20%, prevendita.',
        ],
        [
          'ru',
          ['Доля', 'Назначение'],
          ['Награды', 'Пресейл'],
          'Intro. Доля и назначение: 60\u00a0%, награды; 20\u00a0%, пресейл.',
        ],
        [
          'fr',
          ['Part', 'Destination'],
          ['Récompenses', 'Prévente'],
          'Intro. Part et destination\u00a0: 60\u00a0%, récompenses\u202f; 20\u00a0%, prévente.',
        ],
        [
          'de',
          ['Anteil', 'Geht an'],
          ['Belohnungen', 'Presale'],
          'Intro. Anteil und Geht an: 60\u00a0%, Belohnungen; 20\u00a0%, Presale.',
        ],
      ] as const)('%s', (locale, head, labels, expected) => {
        const body = table(head, [
          [share('watchToEarnPercent'), labels[0]],
          [share('presalePercent'), labels[1]],
        ])
        expect(plainText(body, { locale, facts })).toBe(expected)
      })

      it('keeps the capital of a name, an acronym or the brand inside the sentence', () => {
        const body: BodyNode[] = [
          {
            type: 'table',
            children: [
              row(cell(text('Wallet')), cell(text('Network'))),
              row(cell(text('Phantom')), cell(text('Solana'))),
              row(cell(text('GMGN')), cell(text('Web3'))),
            ],
          },
        ]
        expect(plainText(body, { locale: 'es', facts })).toBe('Wallet y network: Phantom, Solana; GMGN, Web3.')
      })

      it('knows as names every term the glossary keeps in English', () => {
        const kept = readGlossary(FIXTURE_GLOSSARY)
          .filter(term => term.keep)
          .map(term => term.en[0]!)
        expect([...PROPER_NAMES].sort()).toEqual([...kept].sort())
      })

      it('adds no second full stop to a row that ends a sentence', () => {
        const body: BodyNode[] = [
          {
            type: 'table',
            children: [{ type: 'tableRow', children: [cell(text('Phantom')), cell(text('Yes, on mobile.'))] }],
          },
        ]
        expect(plainText(body, { locale: 'en', facts })).toBe('Phantom, Yes, on mobile.')
        expect(
          plainText(
            [{ type: 'table', children: [{ type: 'tableRow', children: [cell(text('一')), cell(text('二です。'))] }] }],
            { locale: 'ja', facts },
          ),
        ).toBe('一、二です。')
      })
    },
  )
})
