import type { Config } from 'vike/types'

export default { contentPage: 'how-it-works' } satisfies Config
