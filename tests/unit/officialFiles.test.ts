/**
 * The registry read from content/constants.yaml (scripts/registry/official.ts) and the files written from it
 * (scripts/registry/files.ts): security.txt's fields and dates, the token list against the schema that
 * @uniswap/token-lists ships (with ajv, as that package expects), official.json; with the real constants and with
 * fixture copies that set the address, change a link or break the registry.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, describe, expect, it } from 'vitest'
import schema from '@uniswap/token-lists/src/tokenlist.schema.json' with { type: 'json' }
import { checkedOfficialRegistry as readOfficialRegistry } from '../../scripts/registry/official'
import {
  renderOfficialJson,
  renderSecurityTxt,
  renderTokenList,
  writeOfficialFiles,
} from '../../scripts/registry/files'
import { FIXTURE_CONSTANTS_FILE } from './contentCopy'

const ORIGIN = 'https://reelfi.app'
const NOW = new Date('2026-11-25T12:00:00Z')
const ADDRESS = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr'
const REAL = fs.readFileSync(FIXTURE_CONSTANTS_FILE, 'utf8')
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-official-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

/** A copy of content/constants.yaml with `edit` applied (which must change it), as a file the reader can read. */
function fixture(name: string, edit: (text: string) => string): string {
  const text = edit(REAL)
  expect(text, 'the fixture must differ from the real file').not.toBe(REAL)
  const file = path.join(folder, `${name}.yaml`)
  fs.writeFileSync(file, text)
  return file
}

const withAddress = () =>
  fixture('address', text => text.replace(/^tokenContractAddress: null$/m, `tokenContractAddress: ${ADDRESS}`))

describe('readOfficialRegistry', () => {
  it('lists every link of content/constants.yaml with its purpose, its hosts and its handles', () => {
    const registry = readOfficialRegistry()
    expect(registry.website).toBe('https://reelfi.app')
    expect(registry.entries.find(entry => entry.name === 'telegram')).toMatchObject({
      kind: 'account',
      purpose: 'chat',
      display: 't.me/reelfi_app',
    })
    expect(registry.hosts).toEqual(
      expect.arrayContaining([
        'reelfi.app',
        'x.com',
        'twitter.com',
        't.me',
        'discord.gg',
        'pump.fun',
        'gmgn.ai',
        'solana.com',
      ]),
    )
    expect(registry.handles).toEqual(['@reelfi_app'])
    expect(registry.tokenContractAddress).toBeNull()
  })

  it('follows a changed link', () => {
    const registry = readOfficialRegistry(
      fixture('link', text => text.replace('https://t.me/reelfi_app', 'https://t.me/reelfi_news')),
    )
    expect(registry.handles).toEqual(['@reelfi_app', '@reelfi_news'])
    expect(renderOfficialJson(registry, ORIGIN)).toContain('"https://t.me/reelfi_news"')
    expect(renderOfficialJson(registry, ORIGIN)).not.toContain('"https://t.me/reelfi_app"')
  })

  it('publishes each entry with its own rule in official.json, never a flat list of hosts or handles', () => {
    const json = JSON.parse(renderOfficialJson(readOfficialRegistry(), ORIGIN))
    expect(json.hosts).toBeUndefined()
    expect(json.handles).toBeUndefined()
    expect(json.matching).toMatch(/host .*AND.*account/)
    const byName = Object.fromEntries(json.entries.map((entry: { name: string }) => [entry.name, entry]))
    expect(byName.telegram).toMatchObject({
      kind: 'account',
      host: 't.me',
      path: '/reelfi_app',
      atHandle: '@reelfi_app',
      aliases: ['telegram.me'],
    })
    expect(byName.x).toMatchObject({ kind: 'account', host: 'x.com', path: '/reelfi_app', atHandle: '@reelfi_app' })
    expect(byName.discord).toMatchObject({ kind: 'account', host: 'discord.gg', path: '/reelfi' })
    expect(byName.discord.atHandle).toBeUndefined()
    expect(byName.trade).toMatchObject({ kind: 'site', host: 'pump.fun', path: '/' })
    expect(byName.website).toMatchObject({ kind: 'domain', host: 'reelfi.app' })
  })

  it.each([
    [
      'a link without a purpose',
      (text: string) => text.replace(/^ +solana: blockchain\n/m, ''),
      /official\.purposes\.solana: the link "solana" has no purpose/,
    ],
    [
      'a purpose of no link',
      (text: string) => text.replace(/^( +)solana: blockchain$/m, '$1solana: blockchain\n$1medium: announcements'),
      /:\d+: official\.purposes\.medium: "medium" names no link/,
    ],
    [
      'an unknown purpose',
      (text: string) => text.replace(/^( +)gmgn: charts$/m, '$1gmgn: airdrop'),
      /:\d+: official\.purposes\.gmgn: "airdrop" is not allowed/,
    ],
    [
      'a security contact off our domain',
      (text: string) => text.replace('mailto:security@reelfi.app', 'mailto:security@reelfi-app.com'),
      /:\d+: official\.securityContact: .* is not a mailto: or https:\/\/ address on reelfi\.app/,
    ],
    [
      'a symbol in lowercase',
      (text: string) => text.replace('symbol: REEL', 'symbol: reel'),
      /:\d+: official\.token\.symbol: must be 2–10 capital letters or digits/,
    ],
  ])('refuses %s with the line', (_, edit, message) => {
    expect(() => readOfficialRegistry(fixture('broken', edit))).toThrow(message)
  })
})

describe('security.txt', () => {
  const text = renderSecurityTxt(readOfficialRegistry(), ORIGIN, NOW)
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1]

  it('has Contact, Canonical and Preferred-Languages from the registry', () => {
    expect(field('Contact')).toBe('mailto:security@reelfi.app')
    expect(field('Canonical')).toBe('https://reelfi.app/.well-known/security.txt')
    expect(field('Preferred-Languages')).toBe('en')
  })

  it('expires within a year of the build, in the RFC 3339 form, the same for every build of a day', () => {
    expect(field('Expires')).toBe('2027-11-20T00:00:00Z')
    expect(renderSecurityTxt(readOfficialRegistry(), ORIGIN, new Date('2026-11-25T23:59:59Z'))).toBe(text)
    const days = (Date.parse(field('Expires')!) - NOW.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(300)
    expect(days).toBeLessThan(365)
  })

  it('has a Policy only when one is set', () => {
    expect(field('Policy')).toBeUndefined()
    const registry = readOfficialRegistry(
      fixture('policy', text => text.replace('securityPolicy: null', 'securityPolicy: https://reelfi.app/security')),
    )
    expect(renderSecurityTxt(registry, ORIGIN, NOW)).toMatch(/^Policy: https:\/\/reelfi\.app\/security$/m)
  })
})

describe('tokenlist.json', () => {
  const ajv = new Ajv({ allErrors: true, verbose: true })
  addFormats.default(ajv)
  const validate = ajv.compile(schema)

  it('is not written while the contract address is null', () => {
    const registry = readOfficialRegistry()
    expect(renderTokenList(registry, ORIGIN, NOW)).toBeNull()
    const out = path.join(folder, 'site-null')
    fs.mkdirSync(out)
    fs.writeFileSync(path.join(out, 'tokenlist.json'), 'left by an earlier build')
    expect(writeOfficialFiles(out, registry, ORIGIN, NOW).sort()).toEqual(['.well-known/security.txt', 'official.json'])
    expect(fs.existsSync(path.join(out, 'tokenlist.json'))).toBe(false)
  })

  it(
    "is valid against the Token Lists schema once the address is set, with the token's name, symbol, " +
      'decimals and logo',
    () => {
      const registry = readOfficialRegistry(withAddress())
      const list = JSON.parse(renderTokenList(registry, ORIGIN, NOW)!)
      expect(validate(list), ajv.errorsText(validate.errors)).toBe(true)
      expect(list.tokens).toEqual([
        {
          chainId: 101,
          address: ADDRESS,
          name: 'Reelfi',
          symbol: 'REEL',
          decimals: 6,
          logoURI: 'https://reelfi.app/icon-512.png',
        },
      ])
      const out = path.join(folder, 'site-set')
      expect(writeOfficialFiles(out, registry, ORIGIN, NOW).sort()).toEqual([
        '.well-known/security.txt',
        'official.json',
        'tokenlist.json',
      ])
    },
  )

  it('the schema refuses a list that is not one (the check can fail)', () => {
    const list = JSON.parse(renderTokenList(readOfficialRegistry(withAddress()), ORIGIN, NOW)!)
    list.tokens[0].address = 'not an address'
    expect(validate(list)).toBe(false)
  })
})

describe('official.json', () => {
  it('carries the contract address and every entry once the address is set', () => {
    const json = JSON.parse(renderOfficialJson(readOfficialRegistry(withAddress()), ORIGIN))
    expect(json.tokenContractAddress).toBe(ADDRESS)
    expect(json.entries[0]).toMatchObject({ name: 'tokenContractAddress', kind: 'contract', value: ADDRESS })
    expect(json.token).toMatchObject({ symbol: 'REEL', chain: 'solana' })
    expect(json.page).toBe('https://reelfi.app/official')
  })
})
