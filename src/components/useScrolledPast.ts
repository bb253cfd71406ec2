import { useEffect, useState } from 'react'

/** Whether the page is scrolled more than `threshold` pixels (strictly more: 10 at a threshold of 10 is false). */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
