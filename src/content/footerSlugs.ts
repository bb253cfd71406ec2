/**
 * The footer's Resources and Legal entries, each a page slug. An entry links to its page once
 * content/en/pages/<slug>.mdx exists and is not a draft; until then it is a "Soon" placeholder.
 * A file of its own, not in schema.ts: the footer of every page reads it, and schema.ts would load zod and build the
 * content schema in each page's render (half a second of `npm run dev`'s first page).
 */
export const FOOTER_SLUGS = {
  resources: ['documentation', 'tokenomics', 'brand-assets', 'roadmap'],
  legal: ['terms-of-service', 'privacy-policy', 'cookie-policy', 'disclaimer'],
} as const

export type FooterColumn = keyof typeof FOOTER_SLUGS
