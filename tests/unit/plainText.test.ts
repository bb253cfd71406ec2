import { describe, expect, it } from 'vitest'
import type { BodyNode } from '../../src/content/schema'
import { plainText } from '../../src/i18n/plainText'
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
    expect(plainText([paragraph({ type: 'Constant', name: 'presaleGateUsd' })], { locale: 'de', facts })).toBe('24.000\u00a0$')
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
})
