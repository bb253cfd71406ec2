import type { MDXContent } from 'mdx/types'
import { mdxComponents } from './mdxComponents'

/** Renders a content file's MDX body with the components writers may use. */
export function MdxBody({ body: Body, className }: { body: MDXContent; className?: string }) {
  return (
    <div className={className}>
      <Body components={mdxComponents} />
    </div>
  )
}
