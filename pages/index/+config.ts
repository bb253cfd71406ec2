import type { Config } from 'vike/types'

export default { contentPage: 'home' } satisfies Config
