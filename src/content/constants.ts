/**
 * Business figures and links, defined once in content/constants.yaml (data a maintainer reviews, never code) and
 * generated into ./generated/constants.ts by `npm run content`. Import them from here.
 */
import type { CONSTANT_FORMATS, ConstantsFile } from './schema.ts'
import type { CONSTANTS, LINKS } from './generated/constants.ts'

export {
  BRAND_NAME,
  COMMUNITY_LINKS,
  CONSTANTS,
  LINKS,
  OFFICIAL,
  TOKEN_CONTRACT_ADDRESS,
  TOKEN_SPLIT,
} from './generated/constants.ts'

/**
 * The registry's own fields (content/constants.yaml, `official:`): purposes, security contact, token.
 * @public for knip: imported by ./generated/constants.ts, which is generated, not in git, and so not read by knip.
 */
export type OfficialRegistryData = ConstantsFile['official']

/** How a figure is written on the page, in the page's locale (see src/format/formatConstant.ts). */
export type ConstantFormat = (typeof CONSTANT_FORMATS)[number]

export interface NumericConstant {
  readonly value: number
  readonly format: ConstantFormat
}

export type ConstantName = keyof typeof CONSTANTS
export type LinkName = keyof typeof LINKS
