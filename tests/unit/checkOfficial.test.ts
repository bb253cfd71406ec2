/**
 * The checker of /official/ (src/official/checkOfficial.ts) against a table of genuine entries, the forms people
 * paste them in, and look-alikes of each class the issue names: one changed character, mixed scripts, punycode,
 * a user name before the host, a longer handle, a subdomain of a look-alike, a path to another account.
 */
import { describe, expect, it } from 'vitest'
import { checkOfficial } from '../../src/official/checkOfficial'
import { officialEntries } from '../../src/official/registry'

const CONTRACT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr'
const entries = officialEntries({
  links: {
    website: 'https://reelfi.app',
    x: 'https://x.com/reelfi_app',
    telegram: 'https://t.me/reelfi_app',
    discord: 'https://discord.gg/reelfi',
    trade: 'https://pump.fun',
    solana: 'https://solana.com',
  },
  purposes: {
    website: 'website',
    x: 'announcements',
    telegram: 'chat',
    discord: 'community',
    trade: 'trading',
    solana: 'blockchain',
  },
  tokenContractAddress: CONTRACT,
  securityContact: 'mailto:security@reelfi.app',
})

/** Input → the names of the entries it is (all of them, in the registry's order). */
const GENUINE: [string, string[]][] = [
  [CONTRACT, ['tokenContractAddress']],
  [`  ${CONTRACT}\n`, ['tokenContractAddress']],
  ['https://reelfi.app', ['website']],
  ['reelfi.app', ['website']],
  ['http://www.reelfi.app/', ['website']],
  ['HTTPS://REELFI.APP/faq', ['website']],
  ['reelfi.app/ja/official/', ['website']],
  ['https://x.com/reelfi_app', ['x']],
  ['x.com/Reelfi_App/', ['x']],
  ['https://twitter.com/reelfi_app', ['x']],
  ['www.twitter.com/reelfi_app?s=20', ['x']],
  ['https://t.me/reelfi_app/42', ['telegram']],
  ['t.me/reelfi_app', ['telegram']],
  ['https://t.me/reelfi_app///', ['telegram']],
  ['telegram.me/reelfi_app', ['telegram']],
  ['discord.gg/reelfi', ['discord']],
  ['https://discord.gg/reelfi/', ['discord']],
  ['pump.fun', ['trade']],
  ['https://pump.fun/', ['trade']],
  ['https://www.pump.fun#top', ['trade']],
  ['solana.com', ['solana']],
  ['security@reelfi.app', ['securityContact']],
  ['mailto:Security@Reelfi.app', ['securityContact']],
  ['https://reelfi.app:443/', ['website']],
  ['reelfi.app:443', ['website']],
  ['reelfi.app:443/faq', ['website']],
  ['reelfi.app.', ['website']],
]

type Reason = 'not-listed' | 'spaces' | 'characters' | 'punycode' | 'userinfo' | 'other-page' | 'look-alike'

/** Input → why it is not ours, and the entry it imitates when it imitates one. */
const LOOK_ALIKES: [string, Reason, string?][] = [
  // One changed, added or dropped character.
  [`${CONTRACT.slice(0, -1)}j`, 'look-alike', 'tokenContractAddress'],
  [CONTRACT.slice(0, -1), 'look-alike', 'tokenContractAddress'],
  [CONTRACT.toLowerCase(), 'not-listed'],
  ['reelfi.ap', 'look-alike', 'website'],
  ['reelfl.app', 'look-alike', 'website'],
  ['reeIfi.app', 'look-alike', 'website'],
  ['t.me/reelfi_ap', 'other-page', 'telegram'],
  ['@reelfi_ap', 'look-alike', 'x'],
  ['@reelfi__app', 'look-alike', 'x'],
  ['pump.fum', 'look-alike', 'trade'],
  ['pumpfun.io', 'look-alike', 'trade'],
  ['discord.gg/reelfl', 'other-page', 'discord'],
  // Mixed scripts and confusables: a Cyrillic р, a Greek ο, fullwidth letters, invisible characters.
  ['https://\u0440ump.fun', 'characters', 'trade'],
  ['reelfi.\u0430pp', 'characters', 'website'],
  ['t.me/reelfi_\u0430pp', 'characters', 'telegram'],
  ['@reelfi_\u03bfpp', 'characters', 'x'],
  ['\uff50\uff55\uff4d\uff50.fun', 'characters', 'trade'],
  // Spaces or invisible characters inside: two things pasted as one, or something hidden. Never glued together.
  ['https://reelfi.app/airdrop claim at https://reelfi-claim.example', 'spaces'],
  ['reelfi.app evil.example', 'spaces'],
  [`${CONTRACT.slice(0, 20)} ${CONTRACT.slice(20)}`, 'spaces'],
  ['@reelfi_app\n@reelfi_app_support', 'spaces'],
  ['reel\u200bfi.app', 'spaces'],
  ['pump.fun\u202e', 'spaces'],
  ['reelfi.app\ufeff', 'spaces'],
  ['\ufeffreelfi.app', 'spaces'],
  ['reelfi.app\u3000', 'spaces'],
  ['reelfi\u00a0.app', 'spaces'],
  ['reelfi\u2003.app', 'spaces'],
  ['t.me/\u205freelfi_app', 'spaces'],
  ['x.com/reelfi_app\u00ad', 'spaces'],
  // Punycode.
  ['https://xn--ump-xxa.fun', 'punycode'],
  ['xn--reelfi-2ve.app', 'punycode'],
  ['www.xn--80ak6aa92e.com', 'punycode'],
  // A user name before the host.
  ['pump.fun@evil.example', 'userinfo', 'trade'],
  ['https://pump.fun@evil.example', 'userinfo', 'trade'],
  ['https://reelfi.app:443@evil.example/', 'userinfo', 'website'],
  ['http://x.com/reelfi_app@evil.example', 'other-page', 'x'],
  // A longer handle, and handles on our sites that are not ours.
  ['reelfi_app_support', 'look-alike', 'x'],
  ['@reelfi_app_support', 'look-alike', 'x'],
  ['t.me/reelfi_app_support', 'other-page', 'telegram'],
  ['https://x.com/reelfi_app_official', 'other-page', 'x'],
  ['x.com/support_reelfi_app', 'other-page', 'x'],
  ['t.me/someone_else', 'other-page', 'telegram'],
  ['discord.gg/reelfi-airdrop', 'other-page', 'discord'],
  // Below an X or Discord account: a post id X shows under any name, or another page.
  ['https://x.com/reelfi_app/status/1234567890', 'other-page', 'x'],
  ['x.com/reelfi_app/status/1', 'other-page', 'x'],
  ['discord.gg/reelfi/x', 'other-page', 'discord'],
  // A subdomain of a look-alike, ours inside another domain, subdomains we never listed.
  ['reelfi.app.evil.example', 'look-alike', 'website'],
  ['pump.fun.evil.example', 'look-alike', 'trade'],
  ['support.reelfi-app.com', 'look-alike', 'website'],
  ['reelfi-app.com', 'look-alike', 'website'],
  ['airdrop.reelfi.app', 'look-alike', 'website'],
  ['t.me.evil.example/reelfi_app', 'look-alike', 'website'],
  // A path to another coin on a site we use: that coin is not ours.
  ['https://pump.fun/coin/9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 'other-page', 'trade'],
  ['https://solana.com/somewhere', 'other-page', 'solana'],
  // Tricks with paths and schemes.
  ['x.com/reelfi_app/../evil', 'not-listed'],
  ['x.com/reelfi%5Fapp', 'not-listed'],
  ['x.com\\reelfi_app', 'not-listed'],
  ['javascript:alert(1)//reelfi.app', 'not-listed'],
  ['ftp://reelfi.app', 'not-listed'],
  ['https://reelfi.app:8443/', 'look-alike', 'website'],
  ['reelfi.app:8443', 'look-alike', 'website'],
  ['pump.fun:443@evil.example', 'userinfo', 'trade'],
  // Other addresses, not imitating anything.
  ['example.com', 'not-listed'],
  ['So11111111111111111111111111111111111111112', 'not-listed'],
  ['hello@example.com', 'not-listed'],
  ['x'.repeat(301), 'not-listed'],
]

describe('checkOfficial', () => {
  it.each(GENUINE)('says %j is official (%j)', (input, names) => {
    const result = checkOfficial(input, entries)
    expect(result.verdict).toBe('official')
    expect(result.verdict === 'official' && result.entries.map(entry => entry.name)).toEqual(names)
  })

  it.each(LOOK_ALIKES)('says %j is not ours (%s, imitating %s)', (input, reason, resembles) => {
    const result = checkOfficial(input, entries)
    expect(result).toMatchObject({ verdict: 'unknown', reason })
    expect(result.verdict === 'unknown' && result.resembles?.name).toBe(resembles)
  })

  it.each(['@reelfi_app', '@Reelfi_App', ' reelfi_app ', 'REELFI_APP'])(
    'asks on which platform the bare handle %j was found',
    input => {
      const result = checkOfficial(input, entries)
      expect(result).toMatchObject({ verdict: 'platform', handle: 'reelfi_app' })
      expect(result.verdict === 'platform' && result.entries.map(entry => entry.name)).toEqual(['x', 'telegram'])
    },
  )

  it('calls a bare handle official only on the platform it was found on', () => {
    const on = (platform: string) => checkOfficial('@reelfi_app', entries, { platform })
    expect(on('x.com')).toEqual({ verdict: 'official', entries: [entries.find(entry => entry.name === 'x')] })
    expect(on('twitter.com')).toMatchObject({ verdict: 'official', entries: [{ name: 'x' }] })
    expect(on('t.me')).toMatchObject({ verdict: 'official', entries: [{ name: 'telegram' }] })
    // Our name on Instagram, TikTok or anywhere else is anyone's.
    expect(on('other')).toMatchObject({ verdict: 'unknown', reason: 'other-platform', resembles: { name: 'x' } })
    expect(on('discord.gg')).toMatchObject({ verdict: 'unknown', reason: 'other-platform' })
    // A platform chosen says nothing about a handle that is not ours, nor about a full link.
    expect(checkOfficial('@reelfi_ap', entries, { platform: 'x.com' })).toMatchObject({
      verdict: 'unknown',
      reason: 'look-alike',
    })
    expect(checkOfficial('x.com/reelfi_app', entries, { platform: 'other' })).toMatchObject({ verdict: 'official' })
  })

  it('says where a link with a user name really goes', () => {
    expect(checkOfficial('https://pump.fun@evil.example/x', entries)).toMatchObject({
      reason: 'userinfo',
      realHost: 'evil.example',
    })
  })

  it('has nothing to say about an empty box or spaces', () => {
    expect(checkOfficial('', entries)).toEqual({ verdict: 'empty' })
    expect(checkOfficial(' \n\t ', entries)).toEqual({ verdict: 'empty' })
  })

  it('knows no contract address while none is set', () => {
    const withoutContract = entries.filter(entry => entry.kind !== 'contract')
    expect(checkOfficial(CONTRACT, withoutContract)).toMatchObject({ verdict: 'unknown', reason: 'not-listed' })
  })
})
