/**
 * `npm run check:typography`: the house style of each language (TRANSLATING.md) on the built site (typographyRules.ts).
 * Prints `file where: "excerpt" — rule: fix` for each slip and exits 1 if there is any.
 */
import { requireBuiltSite } from '../core/siteDir.ts'
import { builtSiteSlips, builtSiteTexts } from './typographyRules.ts'

const root = requireBuiltSite('check-typography')
const texts = builtSiteTexts(root)
const slips = builtSiteSlips(root, texts)
if (slips.length > 0) {
  console.error(slips.join('\n'))
  console.error(`\ncheck-typography: ${slips.length} slip(s) of the house style (TRANSLATING.md, "House style").`)
  process.exit(1)
}
console.log(`check-typography: ${texts.length} texts of the built site follow the house style.`)
