/**
 * A strong-emphasis delimiter as text: what a reader sees when Markdown was not read, or not closed (`**…。**次`).
 * The build refuses it in every page, feed and copy (build/emphasisCheck.ts); frontmatter, which no Markdown reader
 * reads, refuses it on its line (content/frontmatter.ts).
 */
export const EMPHASIS_DELIMITER = /\*\*|__/
