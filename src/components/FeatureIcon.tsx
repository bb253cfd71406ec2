import Clapperboard from 'lucide-react/icons/clapperboard'
import Coins from 'lucide-react/icons/coins'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Vote from 'lucide-react/icons/vote'
import type { LucideIcon } from 'lucide-react'
import type { FeatureIconName } from '../content/schema'

/** The lucide icon for each name a feature card may choose (`icon:` in content/<locale>/features/*.mdx). */
const ICONS: Record<FeatureIconName, LucideIcon> = {
  clapperboard: Clapperboard,
  coins: Coins,
  'shield-check': ShieldCheck,
  vote: Vote,
}

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  const Icon = ICONS[name]
  return <Icon aria-hidden="true" />
}
