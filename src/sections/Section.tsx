import type { ReactNode } from 'react'
import type { SectionId } from '../content/schema'
import { ContentBody } from '../components/ContentBody'
import { entryLang, NotTranslatedMarker } from '../components/NotTranslatedMarker'
import { useContent, useLocale } from '../content/useLocaleBundle'
import styles from './Section.module.css'

interface Props {
  /** The section's id: the target of in-page links such as /how-it-works#tokenomics. */
  id: string
  /** Which content/<locale>/sections/<content>.mdx gives the heading and introduction. */
  content: SectionId
  /** Show the MDX body as the centred introduction; sections that lay out their body themselves pass false. */
  intro?: boolean
  children?: ReactNode
}

/** A page section with its heading and introduction from content/<locale>/sections/<content>.mdx. */
export function Section({ id, content, intro = true, children }: Props) {
  const section = useContent().sections[content]
  const locale = useLocale()
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.header} {...entryLang(section.fallback, locale)}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {section.title}
        </h2>
        <NotTranslatedMarker fallback={section.fallback} />
        {intro && <ContentBody body={section.body} className={styles.intro} fallback={section.fallback} />}
      </div>
      {children}
    </section>
  )
}
