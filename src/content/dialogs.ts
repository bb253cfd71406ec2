/** Ids of the coming-soon dialogs rendered once per page by +Layout; buttons open them by id. */
export const DIALOG_IDS = {
  /** "Coming Soon": Launch App, Trade on GMGN, and the footer links that are not live yet. */
  comingSoon: 'coming-soon-dialog',
  /** "Coming soon on pump.fun": the navigation's Trade button. */
  trade: 'trade-dialog',
} as const

export type DialogName = keyof typeof DIALOG_IDS
