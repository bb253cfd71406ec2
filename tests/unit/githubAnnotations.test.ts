import { describe, expect, it } from 'vitest'
import {
  escapeData,
  escapeProperty,
  formatAnnotation,
  inGitHubActions,
  problemAnnotation,
} from '../../scripts/core/githubAnnotations'

describe('GitHub annotations', () => {
  it('prints an error on a file and line, titled by the field', () => {
    expect(
      problemAnnotation('error', {
        file: 'content/en/faq/x.mdx',
        line: 3,
        field: 'order',
        message: 'must be a number, not "14"',
        fix: 'remove the quotes',
      }),
    ).toBe('::error file=content/en/faq/x.mdx,line=3,title=order::must be a number, not "14" — remove the quotes')
  })

  it('leaves out the properties it is not given', () => {
    expect(formatAnnotation({ level: 'warning', message: 'stale' })).toBe('::warning::stale')
    expect(formatAnnotation({ level: 'notice', file: 'a.po', message: 'm' })).toBe('::notice file=a.po::m')
  })

  it('percent-encodes %, CR and LF in the message, and leaves : and , alone there', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b')
  })

  it('also encodes : and , in property values, which would end the value', () => {
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A')
    expect(formatAnnotation({ level: 'error', file: 'C:/x,y.mdx', line: 1, title: 'a: b', message: 'm' })).toBe(
      '::error file=C%3A/x%2Cy.mdx,line=1,title=a%3A b::m',
    )
  })

  it('is on only when GITHUB_ACTIONS is "true"', () => {
    expect(inGitHubActions({ GITHUB_ACTIONS: 'true' })).toBe(true)
    expect(inGitHubActions({ GITHUB_ACTIONS: 'false' })).toBe(false)
    expect(inGitHubActions({})).toBe(false)
  })
})
