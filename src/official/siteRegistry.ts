/** The site's own registry (content/constants.yaml), as entries: what /official/ lists and its checker knows. */
import { LINKS, OFFICIAL, TOKEN_CONTRACT_ADDRESS } from '../content/constants'
import { officialEntries } from './registry'

export const OFFICIAL_ENTRIES = officialEntries({
  links: LINKS,
  purposes: OFFICIAL.purposes,
  tokenContractAddress: TOKEN_CONTRACT_ADDRESS,
  securityContact: OFFICIAL.securityContact,
})
