import { describe, expect, it } from 'vitest'
import { BRAND_NAME } from '../../content/constants'
import type { BodyNode } from '../../src/content/schema'
import { plainText } from '../../src/i18n/plainText'

const text = (value: string): BodyNode => ({ type: 'text', value })
const strong = (value: string): BodyNode => ({ type: 'strong', children: [text(value)] })
const paragraph = (...children: BodyNode[]): BodyNode => ({ type: 'paragraph', children })

describe('plainText', () => {
  it('adds no space where inline markup ends', () => {
    expect(plainText([paragraph(text('We recommend '), strong('Phantom'), text(' or '), strong('Solflare'), text('.'))], { locale: 'en' }))
      .toBe('We recommend Phantom or Solflare.')
    expect(plainText([paragraph(strong('プレセール'), text('：クリエイターが'))], { locale: 'ja' })).toBe('プレセール：クリエイターが')
    expect(plainText([paragraph({ type: 'ExternalLink', name: 'discord', children: [text('Discord')] }, text('를 확인하세요.'))], { locale: 'ko' }))
      .toBe('Discord를 확인하세요.')
    expect(plainText([paragraph({ type: 'Brand' }, text('를'))], { locale: 'ko' })).toBe(`${BRAND_NAME}를`)
  })

  it('keeps no-break spaces (French punctuation, digit groups) and collapses only source line breaks', () => {
    expect(plainText([paragraph(text('secrète\u00a0: personne\u202f; vraiment\u202f?\nFin.'))], { locale: 'fr' }))
      .toBe('secrète\u00a0: personne\u202f; vraiment\u202f? Fin.')
  })

  it('formats figures for the locale, with their form', () => {
    expect(plainText([paragraph(text('incassano '), { type: 'Constant', name: 'creatorSharePercent', form: 'article' })], { locale: 'it' }))
      .toBe('incassano l’1%')
    expect(plainText([paragraph({ type: 'Constant', name: 'presaleGateUsd' })], { locale: 'de' })).toBe('24.000\u00a0$')
  })

  it('joins blocks as the language joins sentences: a space, none in Japanese and Chinese; list markers are not text', () => {
    const body: BodyNode[] = [
      paragraph(text('Three stages:')),
      { type: 'list', ordered: true, tight: true, children: [
        { type: 'listItem', children: [paragraph(strong('Presale'), text(' — sell.'))] },
        { type: 'listItem', children: [paragraph(strong('Listing'), text(' — trade.'))] },
      ] },
    ]
    expect(plainText(body, { locale: 'en' })).toBe('Three stages: Presale — sell. Listing — trade.')
    expect(plainText([paragraph(text('一。')), paragraph(text('二。'))], { locale: 'ja' })).toBe('一。二。')
    expect(plainText([paragraph(text('一。')), paragraph(text('二。'))], { locale: 'zh-TW' })).toBe('一。二。')
  })

  it('says what the contract address component says', () => {
    expect(plainText([{ type: 'ContractAddress' }], { locale: 'en', contractAddress: 'To be announced.' })).toBe('To be announced.')
  })

  it('keeps an image\'s caption, which the page shows as text, and leaves out its alt text, which stands in for the picture', () => {
    const asset = { width: 800, height: 600, src: '/assets/images/chart.png', srcset: '/assets/images/chart.png 800w', type: 'image/png' as const, sources: [] }
    const image = (caption?: string): BodyNode => ({ type: 'image', file: 'chart.png', alt: 'A pie chart', ...(caption ? { caption } : {}), asset })
    expect(plainText([paragraph(text('Before.')), image('How the coins are shared.'), paragraph(text('After.'))], { locale: 'en' }))
      .toBe('Before. How the coins are shared. After.')
    expect(plainText([paragraph(text('前。')), image('図。'), paragraph(text('後。'))], { locale: 'ja' })).toBe('前。図。後。')
    expect(plainText([paragraph(text('Before.')), image(), paragraph(text('After.'))], { locale: 'en' })).toBe('Before. After.')
  })
})
