import { Clapperboard, Coins, ShieldCheck, Vote, type LucideIcon } from 'lucide-react'
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
