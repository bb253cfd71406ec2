import type { ReactNode } from 'react'
import type { SectionId } from '../../content/schema'
import { MdxBody } from '../components/MdxBody'
import { useContent } from '../i18n/useLocaleBundle'
import styles from './Section.module.css'

/** A page section with its heading and introduction from content/<locale>/sections/<content>.mdx. */
export function Section({ id, content, children }: { id: string; content: SectionId; children: ReactNode }) {
  const section = useContent().sections[content]
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.header}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {section.title}
        </h2>
        <MdxBody body={section.Body} className={styles.intro} />
      </div>
      {children}
    </section>
  )
}
