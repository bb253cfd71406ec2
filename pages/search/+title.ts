import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { BRAND_NAME } from '../../src/content/constants'
import { titleOf } from '../../src/i18n/typography'

/** The search page has no content file: its title is a translated message, with the language's title dash. */
export default (pageContext: PageContext) =>
  titleOf([pageContext.bundle!.i18n._(msg`Search`), BRAND_NAME], pageContext.bundle!.locale)
