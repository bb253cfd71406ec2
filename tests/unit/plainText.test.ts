import { describe, expect, it } from 'vitest'
import type { BodyNode } from '../../src/content/schema'
import { plainText } from '../../src/format/plainText'
import { BRAND_NAME, CONSTANTS } from '../../src/content/constants'

const facts = { BRAND_NAME, CONSTANTS }

const text = (value: string): BodyNode => ({ type: 'text', value })
const strong = (value: string): BodyNode => ({ type: 'strong', children: [text(value)] })
const paragraph = (...children: BodyNode[]): BodyNode => ({ type: 'paragraph', children })

describe('plainText', () => {
  it('adds no space where inline markup ends', () => {
    expect(plainText([paragraph(text('We recommend '), strong('Phantom'), text(' or '), strong('Solflare'), text('.'))], { locale: 'en', facts }))
      .toBe('We recommend Phantom or Solflare.')
    expect(plainText([paragraph(strong('プレセール'), text('：クリエイターが'))], { locale: 'ja', facts })).toBe('プレセール：クリエイターが')
    expect(plainText([paragraph({ type: 'ExternalLink', name: 'discord', children: [text('Discord')] }, text('를 확인하세요.'))], { locale: 'ko', facts }))
      .toBe('Discord를 확인하세요.')
    expect(plainText([paragraph({ type: 'Brand' }, text('를'))], { locale: 'ko', facts })).toBe(`${BRAND_NAME}를`)
  })

  it('keeps no-break spaces (French punctuation, digit groups) and collapses only source line breaks', () => {
    expect(plainText([paragraph(text('secrète\u00a0: personne\u202f; vraiment\u202f?\nFin.'))], { locale: 'fr', facts }))
      .toBe('secrète\u00a0: personne\u202f; vraiment\u202f? Fin.')
  })

  it('formats figures for the locale, with their form', () => {
    expect(plainText([paragraph(text('incassano '), { type: 'Constant', name: 'creatorSharePercent', form: 'article' })], { locale: 'it', facts }))
      .toBe('incassano l’1%')
    expect(plainText([paragraph({ type: 'Constant', name: 'presaleGateUsd' })], { locale: 'de', facts })).toBe('24.000\u00a0Dollar')
  })

  it('joins blocks as the language joins sentences: a space, none in Japanese and Chinese; list markers are not text', () => {
    const body: BodyNode[] = [
      paragraph(text('Three stages:')),
      { type: 'list', ordered: true, tight: true, children: [
        { type: 'listItem', children: [paragraph(strong('Presale'), text(' — sell.'))] },
        { type: 'listItem', children: [paragraph(strong('Listing'), text(' — trade.'))] },
      ] },
    ]
    expect(plainText(body, { locale: 'en', facts })).toBe('Three stages: Presale — sell. Listing — trade.')
    expect(plainText([paragraph(text('一。')), paragraph(text('二。'))], { locale: 'ja', facts })).toBe('一。二。')
    expect(plainText([paragraph(text('一。')), paragraph(text('二。'))], { locale: 'zh-TW', facts })).toBe('一。二。')
  })

  it('says what the contract address component says', () => {
    expect(plainText([{ type: 'ContractAddress' }], { locale: 'en', facts, contractAddress: 'To be announced.' })).toBe('To be announced.')
  })

  it('keeps an image\'s caption, which the page shows as text, and leaves out its alt text, which stands in for the picture', () => {
    const asset = { width: 800, height: 600, src: '/assets/images/chart.png', srcset: '/assets/images/chart.png 800w', type: 'image/png' as const, sources: [] }
    const image = (caption?: string): BodyNode => ({ type: 'image', file: 'chart.png', alt: 'A pie chart', ...(caption ? { caption } : {}), asset })
    expect(plainText([paragraph(text('Before.')), image('How the coins are shared.'), paragraph(text('After.'))], { locale: 'en', facts }))
      .toBe('Before. How the coins are shared. After.')
    expect(plainText([paragraph(text('前。')), image('図。'), paragraph(text('後。'))], { locale: 'ja', facts })).toBe('前。図。後。')
    expect(plainText([paragraph(text('Before.')), image(), paragraph(text('After.'))], { locale: 'en', facts })).toBe('Before. After.')
  })

  describe('reads a table cell by cell, a sentence a row, in every script', () => {
    const cell = (...children: BodyNode[]): BodyNode => ({ type: 'tableCell', header: false, children })
    const row = (...cells: BodyNode[]): BodyNode => ({ type: 'tableRow', children: cells })
    const table = (head: readonly [string, string], rows: [BodyNode, string][]): BodyNode[] => [
      paragraph(text(head[0] === '占比' || head[0] === '割合' ? '如下' : 'Intro.')),
      { type: 'table', children: [row(cell(text(head[0])), cell(text(head[1]))), ...rows.map(([figure, label]) => row(cell(figure), cell(text(label))))] },
    ]
    const share = (name: 'watchToEarnPercent' | 'presalePercent'): BodyNode => ({ type: 'Constant', name })
    // The FAQ's token split table in each language, as its content file has it.
    it.each([
      ['en', ['Share', 'Goes to'], ['Watch-to-earn rewards for viewers', 'Presale'], 'Intro. Share, Goes to. 60%, Watch-to-earn rewards for viewers. 20%, Presale.'],
      ['zh-TW', ['占比', '分配對象'], ['給觀眾的邊看邊賺獎勵', '預售'], '如下占比、分配對象。60%、給觀眾的邊看邊賺獎勵。20%、預售。'],
      ['ja', ['割合', '配分先'], ['視聴者向けのWatch-to-Earn報酬', 'プレセール'], '如下割合、配分先。60%、視聴者向けのWatch-to-Earn報酬。20%、プレセール。'],
      ['ko', ['비율', '배분 대상'], ['시청자 워치투언 보상', '프리세일'], 'Intro. 비율, 배분 대상. 60%, 시청자 워치투언 보상. 20%, 프리세일.'],
      ['es', ['Porcentaje', 'Destino'], ['Recompensas', 'Preventa'], 'Intro. Porcentaje, Destino. 60%, Recompensas. 20%, Preventa.'],
      ['it', ['Quota', 'Destinazione'], ['Ricompense', 'Prevendita'], 'Intro. Quota, Destinazione. 60%, Ricompense. 20%, Prevendita.'],
      ['ru', ['Доля', 'Назначение'], ['Награды', 'Пресейл'], 'Intro. Доля, Назначение. 60\u00a0%, Награды. 20\u00a0%, Пресейл.'],
      ['fr', ['Part', 'Destination'], ['Récompenses', 'Prévente'], 'Intro. Part, Destination. 60\u00a0%, Récompenses. 20\u00a0%, Prévente.'],
      ['de', ['Anteil', 'Geht an'], ['Belohnungen', 'Presale'], 'Intro. Anteil, Geht an. 60\u00a0%, Belohnungen. 20\u00a0%, Presale.'],
    ] as const)('%s', (locale, head, labels, expected) => {
      const body = table(head, [[share('watchToEarnPercent'), labels[0]], [share('presalePercent'), labels[1]]])
      expect(plainText(body, { locale, facts })).toBe(expected)
    })

    it('adds no second full stop to a row that ends a sentence', () => {
      const body: BodyNode[] = [{ type: 'table', children: [
        { type: 'tableRow', children: [cell(text('Phantom')), cell(text('Yes, on mobile.'))] },
      ] }]
      expect(plainText(body, { locale: 'en', facts })).toBe('Phantom, Yes, on mobile.')
      expect(plainText([{ type: 'table', children: [{ type: 'tableRow', children: [cell(text('一')), cell(text('二です。'))] }] }], { locale: 'ja', facts }))
        .toBe('一、二です。')
    })
  })
})
