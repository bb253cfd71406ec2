/**
 * FAQ entries the home page shows (the first ones by `order`) before its link to /faq. A module of its own so that
 * the page can read it without loading the content schema (and zod); PAGE_CONTENT (schema.ts) uses it too.
 */
export const HOME_FAQ_COUNT = 6
