import { describe, expect, it } from 'vitest'
import { formatMarkdownTable, formatTable } from '../../scripts/core/table'

const rows = [
  ['locale', 'missing'],
  ['ja', '2'],
  ['zh-TW', '10'],
]

describe('tables', () => {
  it('aligns a plain table: first column left, the others right, header underlined', () => {
    expect(formatTable(rows)).toBe(
      ['locale  missing', '------  -------', 'ja            2', 'zh-TW        10'].join('\n'),
    )
  })

  it('writes the same rows as a Markdown table with the same alignment, escaping pipes', () => {
    expect(formatMarkdownTable([...rows, ['a|b', '0']])).toBe(
      ['| locale | missing |', '| --- | ---: |', '| ja | 2 |', '| zh-TW | 10 |', '| a\\|b | 0 |'].join('\n'),
    )
  })
})
