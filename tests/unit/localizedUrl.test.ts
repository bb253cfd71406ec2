import { describe, expect, it } from 'vitest'
import { localizedUrl, stripLocale } from '../../src/i18n/localizedUrl'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'

describe('stripLocale', () => {
  it.each([
    ['/', DEFAULT_LOCALE, '/'],
    ['/faq', DEFAULT_LOCALE, '/faq'],
    ['/how-it-works', DEFAULT_LOCALE, '/how-it-works'],
    // An unknown prefix stays in the path, so the router answers 404.
    ['/xx/faq', DEFAULT_LOCALE, '/xx/faq'],
    // The default locale has no prefix: /en/faq is not an alias of /faq.
    ['/en/faq', DEFAULT_LOCALE, '/en/faq'],
  ])('%s is locale %s, path %s', (input, locale, pathname) => {
    expect(stripLocale(input)).toEqual({ locale, pathname })
  })

  it('takes the prefix of every non-default locale off the path', () => {
    for (const locale of LOCALES.filter(code => code !== DEFAULT_LOCALE)) {
      expect(stripLocale(`/${locale}/faq`)).toEqual({ locale, pathname: '/faq' })
      expect(stripLocale(`/${locale}/`)).toEqual({ locale, pathname: '/' })
    }
  })
})

describe('localizedUrl', () => {
  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/how-it-works#tokenomics', '/how-it-works#tokenomics'],
    ['https://solana.com', 'https://solana.com'],
    ['#main', '#main'],
    ['//cdn.example/x', '//cdn.example/x'],
  ])('in the default locale, %s stays %s', (href, expected) => {
    expect(localizedUrl(href, DEFAULT_LOCALE)).toBe(expected)
  })

  it('round-trips with stripLocale for every locale', () => {
    for (const locale of LOCALES) {
      for (const path of ['/', '/faq', '/how-it-works']) {
        expect(stripLocale(localizedUrl(path, locale))).toEqual({ locale, pathname: path })
      }
    }
  })
})
