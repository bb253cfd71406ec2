import type { BodyNode } from './schema'

/** How many blocks of a body may come before an image that still shows on the first screen of a phone. */
const FIRST_SCREEN_BLOCKS = 2

/**
 * The image that shows on the first screen of an article, if any: the body's first image when it is one of its
 * first two blocks (at most one paragraph before it) and no heading comes before it. That one is fetched at once
 * with high priority (it is likely the largest paint); every other image loads lazily, when it nears the screen.
 * A guess from the content's shape, made at build time, since the page is prerendered for every screen size.
 */
export function firstScreenImage(body: BodyNode[]): Extract<BodyNode, { type: 'image' }> | undefined {
  for (const [index, node] of body.slice(0, FIRST_SCREEN_BLOCKS).entries()) {
    if (node.type === 'image') return node
    if (node.type === 'heading' || index + 1 >= FIRST_SCREEN_BLOCKS) return undefined
  }
  return undefined
}
