/**
 * `npm run check:typography`: the house style of each language (TRANSLATING.md, "House style") on the built site,
 * as readers get it: HTML text and attributes, titles and card alt text, feeds, llms.txt and the `.md` copies
 * (issue 49). The rules are in typographyRules.ts. Prints `file where: "excerpt" — rule: fix` for each slip and
 * exits 1 if there is any.
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
