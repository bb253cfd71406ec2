import type { AnchorHTMLAttributes } from 'react'
import { localizedUrl } from '../i18n/localizedUrl'
import { useLocale } from '../content/useLocaleBundle'

/** An internal link that keeps the page's locale: `<Link href="/faq">` goes to `/ja/faq` on Japanese pages. */
export function Link({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={localizedUrl(href, useLocale())} {...props} />
}
