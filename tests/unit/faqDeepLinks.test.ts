import { describe, expect, it } from 'vitest'
import { idOfHash } from '../../src/enhance/faqDeepLinks'

/** The id a /faq#… link names; a malformed escape must not throw (it would stop the page script's listeners). */
describe('idOfHash', () => {
  it('decodes an escaped id', () => {
    expect(idOfHash('#%E3%82%A6')).toBe('ウ')
    expect(idOfHash('#which-wallet')).toBe('which-wallet')
    expect(idOfHash('')).toBe('')
  })

  it('takes a malformed escape as written instead of throwing', () => {
    expect(idOfHash('#%E0%A4%A')).toBe('%E0%A4%A')
    expect(idOfHash('#100%')).toBe('100%')
  })
})
