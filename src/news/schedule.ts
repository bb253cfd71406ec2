/**
 * Which news posts are live on a given day, and which one the banner shows: pure functions of the posts' English
 * frontmatter and today's date (`YYYY-MM-DD`, UTC), so that a test can fix the clock. The content step
 * (scripts/content/generate.ts) applies them once per build; nothing at run time reads a clock.
 */
import type { NewsTag } from '../content/newsTags'

/** What publication needs of a post: its English frontmatter. */
export interface ScheduledPost {
  slug: string
  date: string
  tags?: readonly NewsTag[]
  draft?: true
  pinned?: true
  expires?: string
}

export type PublicationState = 'published' | 'scheduled' | 'draft'

/** A draft never goes live; a post dated after `today` goes live with the first build on its date. */
export function publicationState(post: Pick<ScheduledPost, 'date' | 'draft'>, today: string): PublicationState {
  if (post.draft) return 'draft'
  // ISO dates compare as strings.
  return post.date > today ? 'scheduled' : 'published'
}

/** Newest first; posts of the same day by slug, so the order never depends on the file system. */
export function newestFirst<Post extends Pick<ScheduledPost, 'slug' | 'date'>>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1))
}

/** The published posts, newest first. */
export function publishedPosts<Post extends ScheduledPost>(posts: readonly Post[], today: string): Post[] {
  return newestFirst(posts.filter(post => publicationState(post, today) === 'published'))
}

/**
 * The post the banner announces: the newest published pinned post whose `expires` is today or later. Only one
 * banner shows, so that it stays one line.
 */
export function bannerPost<Post extends ScheduledPost>(posts: readonly Post[], today: string): Post | undefined {
  return publishedPosts(posts, today).find(post => post.pinned && post.expires !== undefined && post.expires >= today)
}
