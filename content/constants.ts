/**
 * Business figures and links: defined once here, referenced by every page in every locale.
 *
 * CAREFUL HERE: changing a value changes the whole site in all languages at the next build, which is the point.
 * Never type one of these figures into copy: in MDX write `<Constant name="presaleGateUsd" />`, in frontmatter
 * `{presaleGateUsd}`; the page formats it for its locale. `npm run content` checks every reference and the rules
 * below (the split sums to 100, the contract address is base58).
 */

/** Working name of the product; one place to rename it. */
export const BRAND_NAME = 'Reelfi'

/** How a figure is written on the page, in the page's locale (see src/i18n/formatConstant.ts). */
export type ConstantFormat =
  | 'usd' // $24,000
  | 'usd-compact' // $2M (a stat: the call to action shows "$2M+", worded by each locale's catalog)
  | 'compact' // 100K (a stat: shown as "100K+", see src/sections/Cta.tsx)
  | 'percent' // 60%
  | 'hours' // 24 hours; `form="adjective"` gives "24-hour" (as in "a 24-hour timer")

export interface NumericConstant {
  readonly value: number
  readonly format: ConstantFormat
}

export const CONSTANTS = {
  /** Presale a creator must sell before they may post videos. */
  presaleGateUsd: { value: 24_000, format: 'usd' },
  /** Length of the fair-launch window in which fans buy in the app, after the presale gate is reached. */
  fairLaunchHours: { value: 24, format: 'hours' },
  /** Share of all trading volume of a creator's coin that goes to the creator. */
  creatorSharePercent: { value: 1, format: 'percent' },
  /** Platform fee, taken from the presale liquidity in SOL; the rest of that liquidity goes to the pool. */
  platformFeePercent: { value: 5, format: 'percent' },
  /** Token split: the three parts below must sum to 100. */
  watchToEarnPercent: { value: 60, format: 'percent' },
  presalePercent: { value: 20, format: 'percent' },
  liquidityPoolPercent: { value: 20, format: 'percent' },
  /**
   * Stats shown in the call to action, each as "more than" the value: the "+" (or "más de", "über") is a catalog
   * message in src/sections/Cta.tsx, so each language words it; the format gives only the number.
   */
  earlyUsers: { value: 100_000, format: 'compact' },
  videosCreated: { value: 500_000, format: 'compact' },
  creatorRewardsUsd: { value: 2_000_000, format: 'usd-compact' },
} as const satisfies Record<string, NumericConstant>

export type ConstantName = keyof typeof CONSTANTS

/** The token split, in the order the chart draws it. */
export const TOKEN_SPLIT = ['watchToEarnPercent', 'presalePercent', 'liquidityPoolPercent'] as const satisfies readonly ConstantName[]

export const LINKS = {
  /** Where creator coins trade (the nav "Trade" dialog names it; the footer links to it). */
  trade: 'https://pump.fun',
  /** Token charts and trading on GMGN. */
  gmgn: 'https://gmgn.ai',
  solana: 'https://solana.com',
  x: 'https://x.com/reelfi_app',
  telegram: 'https://t.me/reelfi_app',
  discord: 'https://discord.gg/reelfi',
} as const

export type LinkName = keyof typeof LINKS

/** Community channels, in the order the coming-soon dialog and the footer list them. */
export const COMMUNITY_LINKS = ['x', 'telegram', 'discord'] as const satisfies readonly LinkName[]

/**
 * The token's contract address on Solana. `null` until it is announced: the FAQ then says it will be announced.
 * When set, it must be a base58 Solana address (32–44 characters) and the FAQ shows it with a copy button.
 */
export const TOKEN_CONTRACT_ADDRESS: string | null = null
