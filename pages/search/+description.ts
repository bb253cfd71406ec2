import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'

export default (pageContext: PageContext) =>
  pageContext.bundle!.i18n._(msg`Every page of the site, with what it is about.`)
