import { describe, expect, it } from 'vitest'
import { figureLabelSpace, formatList, labelledFigure } from '../../src/i18n/formatList'

describe('formatList', () => {
  it.each([
    ['en', ['60% rewards', '20% presale', '20% pool'], '60% rewards, 20% presale, and 20% pool'],
    ['de', ['60 % Belohnungen', '20 % Vorverkauf', '20 % Pool'], '60 % Belohnungen, 20 % Vorverkauf und 20 % Pool'],
    ['ru', ['60 % награды', '20 % пресейл', '20 % пул'], '60 % награды, 20 % пресейл и 20 % пул'],
    ['ja', ['60%報酬', '20%プレセール', '20%プール'], '60%報酬、20%プレセール、20%プール'],
  ] as const)('joins the token split as %s writes a list', (locale, items, expected) => {
    expect(formatList(items, locale)).toBe(expected)
  })

  it('spaces Chinese figures from Han after the conjunction too, as the rest of the zh-TW copy does', () => {
    expect(formatList(['60% 邊看邊賺獎勵', '20% 預售', '20% 流動性池'], 'zh-TW')).toBe(
      '60% 邊看邊賺獎勵、20% 預售和 20% 流動性池',
    )
    expect(formatList(['預售', 'Solana'], 'zh-TW')).toBe('預售和 Solana')
    expect(formatList(['Phantom', '錢包'], 'zh-TW')).toBe('Phantom 和錢包')
  })
})

describe('a figure with its label (chart legend and description)', () => {
  it.each([
    ['en', '60%', 'Watch-to-earn rewards', '60% Watch-to-earn rewards'],
    ['zh-TW', '20%', '預售', '20% 預售'],
    ['ja', '20%', 'プレセール', '20%プレセール'],
    ['ja', '20%', '流動性プール', '20%流動性プール'],
    ['ja', '60%', 'Watch-to-Earn報酬', '60% Watch-to-Earn報酬'],
    ['ko', '20%', '프리세일', '20% 프리세일'],
    ['de', '20\u00a0%', 'Presale', '20\u00a0% Presale'],
  ] as const)('in %s: %s + %s is "%s"', (locale, figure, label, expected) => {
    expect(labelledFigure(figure, label, locale)).toBe(expected)
    expect(`${figure}${figureLabelSpace(figure, label, locale)}${label}`).toBe(expected)
  })
})
