import { describe, expect, it } from 'vitest'
import { formatList } from '../../src/i18n/formatList'

describe('formatList', () => {
  it.each([
    ['en', ['60% rewards', '20% presale', '20% pool'], '60% rewards, 20% presale, and 20% pool'],
    ['de', ['60 % Belohnungen', '20 % Vorverkauf', '20 % Pool'], '60 % Belohnungen, 20 % Vorverkauf und 20 % Pool'],
    ['ru', ['60 % награды', '20 % пресейл', '20 % пул'], '60 % награды, 20 % пресейл и 20 % пул'],
    ['ja', ['60%報酬', '20%プレセール', '20%プール'], '60%報酬、20%プレセール、20%プール'],
  ] as const)('joins the token split as %s writes a list', (locale, items, expected) => {
    expect(formatList(items, locale)).toBe(expected)
  })
})
