import type { Config } from 'vike/types'

export default { contentPage: 'official' } satisfies Config
