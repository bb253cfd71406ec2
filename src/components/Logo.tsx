import { useId } from 'react'
import { BRAND_NAME } from '../content/constants'
import styles from './Logo.module.css'

/** The brand mark and name; the mark is decorative, the name is the text. */
export function Logo() {
  // The logo is in the navigation and in the footer: each needs its own gradient id.
  const gradient = `logo-gradient${useId().replace(/[^\w-]/g, '')}`
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#9945ff" />
            <stop offset="1" stopColor="#14f195" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path d="M12.5 9.5v13l10-6.5z" fill="#0a0a12" />
      </svg>
      <span className={styles.name}>{BRAND_NAME}</span>
    </span>
  )
}
