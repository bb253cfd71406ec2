/**
 * The fonts of the Open Graph cards (scripts/build/ogCard.ts draws them), apart from the drawing code so that the
 * build can plan the cards without loading satori and sharp.
 */
import type { Locale } from '../../src/i18n/locales.ts'

/** The fonts a card may use, in fallback order: the first that has a character draws it. */
export const FONT_PACKAGES = [
  { name: 'Inter', pkg: '@fontsource/inter', file: (subset: string) => `inter-${subset}-800-normal.woff` },
  {
    name: 'Noto Sans JP',
    pkg: '@fontsource-variable/noto-sans-jp',
    file: (subset: string) => `noto-sans-jp-${subset}-wght-normal.woff2`,
  },
  {
    name: 'Noto Sans KR',
    pkg: '@fontsource-variable/noto-sans-kr',
    file: (subset: string) => `noto-sans-kr-${subset}-wght-normal.woff2`,
  },
  {
    name: 'Noto Sans TC',
    pkg: '@fontsource-variable/noto-sans-tc',
    file: (subset: string) => `noto-sans-tc-${subset}-wght-normal.woff2`,
  },
] as const

/** The CJK locales' fonts: each its own, so that Han characters take the locale's glyph forms. */
export const CJK_FONT: Partial<Record<Locale, string>> = {
  ja: 'Noto Sans JP',
  ko: 'Noto Sans KR',
  'zh-TW': 'Noto Sans TC',
}
