import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { BRAND_NAME } from '../../src/content/constants'

/** The search page has no content file: its title is a translated message. */
export default (pageContext: PageContext) => `${pageContext.bundle!.i18n._(msg`Search`)} — ${BRAND_NAME}`
