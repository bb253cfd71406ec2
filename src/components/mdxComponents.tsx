import type { MDXComponents } from 'mdx/types'
import type { AnchorHTMLAttributes } from 'react'
import { BRAND_NAME, type ConstantName, type LinkName } from '../../content/constants'
import type { MdxComponentName } from '../../content/schema'
import { formatConstant, type ConstantForm } from '../i18n/formatConstant'
import { useLocale } from '../i18n/useLocaleBundle'
import { ContractAddress } from './ContractAddress'
import { ExternalLink } from './ExternalLink'
import { Link } from './Link'

/** `<Constant name="fairLaunchHours" />` → "24 hours"; with `form="adjective"` → "24-hour" (see formatConstant). */
function Constant({ name, form }: { name: ConstantName; form?: ConstantForm }) {
  return <>{formatConstant(name, useLocale(), { form })}</>
}

/** Markdown links: internal paths keep the page's locale, anything else opens in a new tab. */
function Anchor({ href = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/')) return <Link href={href} {...props} />
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
}

/** What MDX bodies may use; the content build rejects any other component (content/schema.ts, MDX_COMPONENTS). */
export const mdxComponents = {
  Constant,
  ExternalLink: (props: { name: LinkName; children?: React.ReactNode }) => <ExternalLink {...props} />,
  Brand: () => <>{BRAND_NAME}</>,
  ContractAddress,
  a: Anchor,
} satisfies Record<MdxComponentName, unknown> & MDXComponents
