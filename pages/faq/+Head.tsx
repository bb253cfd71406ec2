import { usePageContext } from 'vike-react/usePageContext'
import { faqJsonLd } from '../../src/seo/faqJsonLd.server'

/** The FAQ page's structured data (an FAQPage of every question), besides every page's head tags (pages/+Head.tsx). */
export default function Head() {
  const { bundle } = usePageContext()
  if (!bundle?.content) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: faqJsonLd({ ...bundle, content: bundle.content }) }}
    />
  )
}
