/**
 * The tags a news post may carry, each listed at /news/tags/<tag>/ with a feed of its own. One place: a new tag
 * goes here, and its translated name in src/news/tagNames.ts (TypeScript refuses a tag without a name). The content
 * schema (schema.ts) accepts only these.
 * CAREFUL HERE: the news routes (pages/news/+route.ts) import this while Vike loads its configuration, on every
 * `npm run dev`: keep it free of imports (schema.ts would bring zod).
 */
export const NEWS_TAGS = ['announcement', 'product', 'presale', 'security'] as const

export type NewsTag = (typeof NEWS_TAGS)[number]
