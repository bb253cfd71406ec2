import { useEffect, useState, type RefObject } from 'react'

/** Tracks whether a popover element is open, so its invoking button can expose `aria-expanded`. */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = popover.current
    if (!element) return
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
  }, [popover])
  return open
}
