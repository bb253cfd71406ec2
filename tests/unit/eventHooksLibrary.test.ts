import { describe, expect, it } from 'vitest'
import { sveltiaImmutableAddress } from '../../scripts/admin/eventHooksLibrary.ts'

/**
 * The address Sveltia CMS imports Immutable.js from, read from its script by its own rule (issue 48): the import map
 * of /admin/ sends exactly that address to the site's copy.
 */
describe("Sveltia CMS's Immutable.js address", () => {
  const script = [
    'Kfe={flat:`^6.0.1`,immutable:`^5.1.9`,"isomorphic-dompurify":`^4.3.0`},',
    'YW=e=>{let t=`https://unpkg.com/${e}`,n=Kfe[e]?.replace(/^\\D/,``);return n?`${t}@${n}`:t},',
    'I1=async()=>await XW(`immutable`,`dist/immutable.es.js`)',
  ].join('')

  it('is the range without its first character, as Sveltia builds it', () => {
    expect(sveltiaImmutableAddress(script)).toBe('https://unpkg.com/immutable@5.1.9/dist/immutable.es.js')
    // One character dropped, as Sveltia drops it: `>=5.1.9` asks for `=5.1.9`.
    expect(sveltiaImmutableAddress(script.replace('^5.1.9', '>=5.1.9'))).toBe(
      'https://unpkg.com/immutable@=5.1.9/dist/immutable.es.js',
    )
  })

  it('stops the build when the script no longer says it once', () => {
    expect(() => sveltiaImmutableAddress(script.replace('immutable:`^5.1.9`,', ''))).toThrow(
      /range of immutable 0 times/,
    )
    expect(() => sveltiaImmutableAddress(script.replace('https://unpkg.com/', 'https://esm.sh/'))).toThrow(
      /unpkg address template 0 times/,
    )
    expect(() => sveltiaImmutableAddress(script.replace('/^\\D/', '/^\\D+/'))).toThrow(/first character 0 times/)
    expect(() => sveltiaImmutableAddress(`${script}${script}`)).toThrow(/2 times/)
  })
})
