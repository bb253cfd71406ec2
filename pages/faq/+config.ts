import type { Config } from 'vike/types'

export default { contentPage: 'faq' } satisfies Config
