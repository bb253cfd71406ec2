/**
 * content/constants.yaml, validated by the zod schema and the content's text and link rules, with `path:line`
 * messages; generateConstants writes its TypeScript form.
 */
import { isMap, isScalar, type Document, type LineCounter, type Pair, type YAMLMap } from 'yaml'
import type { z } from 'zod'
import { constantsFileSchema, type ConstantsFile } from '../../src/content/schema.ts'
import { numberProblems, readDataFile } from '../source/dataFile.ts'
import { checkLinkTarget } from '../text/linkTargets.ts'
import { problemIn, type Problem, type Report } from '../core/problems.ts'
import { suspiciousText } from '../text/suspiciousText.ts'
import type { ConstantName, NumericConstant } from '../../src/content/constants.ts'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

type LineOf = (path: readonly PropertyKey[]) => number

/** The parts of content/constants.yaml the build checks (widened, so tests can pass broken values). */
export interface Constants {
  BRAND_NAME: string
  CONSTANTS: Record<ConstantName, NumericConstant>
  TOKEN_SPLIT: readonly ConstantName[]
  LINKS: Record<string, string>
  COMMUNITY_LINKS: readonly string[]
  TOKEN_CONTRACT_ADDRESS: string | null
  OFFICIAL: ConstantsFile['official']
}
export interface ReadConstants {
  constants?: Constants
  /** The file as read, for the generated TypeScript (with the comments of each entry). */
  document?: Document
  problems: Problem[]
}

export function readConstants(rootDir: string, file: string): ReadConstants {
  const problems: Problem[] = []
  const at: Report = (line, field, message, fix) => problems.push(problemIn(rootDir, file, line, field, message, fix))
  // CAREFUL HERE: a regular file, size-limited, no YAML aliases (dataFile.ts), numbers in plain digits.
  const read = readDataFile(file)
  if (!read.ok) {
    for (const problem of read.problems) at(problem.line, problem.field, problem.message, problem.fix)
    return { problems }
  }
  const { document, lineCounter } = read
  const numbers = numberProblems(read)
  if (numbers.length > 0) {
    for (const problem of numbers) at(problem.line, problem.field, problem.message, problem.fix)
    return { problems }
  }
  const lineOf = lineFinder(document, lineCounter)
  const parsed = constantsFileSchema.safeParse(document.toJS(), { reportInput: true })
  if (!parsed.success) {
    reportSchemaIssues(parsed.error.issues, lineOf, at)
    return { problems }
  }
  const data: ConstantsFile = parsed.data

  checkValues(data, lineOf, at)
  if (problems.length > 0) return { problems }
  return {
    problems,
    document,
    constants: {
      BRAND_NAME: data.brand,
      CONSTANTS: data.constants as Constants['CONSTANTS'],
      TOKEN_SPLIT: data.tokenSplit as Constants['TOKEN_SPLIT'],
      LINKS: data.links,
      COMMUNITY_LINKS: data.communityLinks,
      TOKEN_CONTRACT_ADDRESS: data.tokenContractAddress,
      OFFICIAL: data.official,
    },
  }
}

/** The key/value pair at `path` in the file, or undefined (its parent is no map, or has no such key). */
function pairAt(document: Document, path: readonly PropertyKey[]): Pair | undefined {
  const parent = document.getIn(path.slice(0, -1), true)
  return isMap(parent) ? parent.items.find(item => isScalar(item.key) && item.key.value === path.at(-1)) : undefined
}

/** The line of a path in the file: its value's, or its key's when the value is missing or null. */
function lineFinder(document: Document, lineCounter: LineCounter): LineOf {
  return (path: readonly PropertyKey[]): number => {
    for (let length = path.length; length > 0; length--) {
      const node = document.getIn(path.slice(0, length), true) as { range?: [number, number, number] } | undefined
      const range = node?.range ?? (pairAt(document, path.slice(0, length))?.key as typeof node)?.range
      if (range) return lineCounter.linePos(range[0]).line
    }
    return 1
  }
}

// Figures are named by their own name (`presaleGateUsd.value`), everything else by its path.
const fieldOf = (path: readonly PropertyKey[]) =>
  (path[0] === 'constants' ? path.slice(1) : path).map(String).join('.') || 'file'

/** Each problem zod found in the file, as a writer reads it. */
function reportSchemaIssues(issues: readonly z.core.$ZodIssue[], lineOf: LineOf, at: Report): void {
  for (const issue of issues) {
    const line = lineOf(issue.path)
    const field = fieldOf(issue.path)
    const input = (issue as { input?: unknown }).input
    if (
      issue.code === 'invalid_type' &&
      issue.expected === 'number' &&
      typeof input === 'string' &&
      /^[\d\s.,'_]+$/.test(input)
    ) {
      at(
        line,
        field,
        `${JSON.stringify(input)} is text, not a number`,
        `write digits without commas (${input.replace(/[\s,'_]/g, '')})`,
      )
    } else if (issue.code === 'invalid_type' && input === undefined) {
      at(line, field, 'is missing', `add "${field.split('.').pop()}: …" (a ${issue.expected})`)
    } else if (issue.code === 'invalid_type') {
      at(line, field, `must be a ${issue.expected}, not ${JSON.stringify(input)}`, `write a ${issue.expected}`)
    } else if (issue.code === 'invalid_value') {
      at(line, field, `${JSON.stringify(input)} is not allowed`, `use one of: ${issue.values.map(String).join(', ')}`)
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        at(
          lineOf([...issue.path, key]),
          [field, key].filter(part => part !== 'file').join('.'),
          'is not a field of this file',
          'remove it, or check its spelling',
        )
    } else {
      at(line, field, issue.message, 'correct the value')
    }
  }
}

/** The rules the schema cannot say: safe links and text, a token split of 100, names that name something. */
function checkValues(data: ConstantsFile, lineOf: LineOf, at: Report): void {
  const textFields: [readonly PropertyKey[], string][] = [[['brand'], data.brand]]
  for (const [name, url] of Object.entries(data.links)) {
    const checked = /^https:\/\//.test(url) ? checkLinkTarget(url) : { problem: 'not an https:// address' }
    if (typeof checked === 'string') textFields.push([['links', name], url])
    else
      at(
        lineOf(['links', name]),
        `links.${name}`,
        `"${url}" is not allowed (${checked.problem})`,
        'write the full address, https:// then the plain host the link goes to, e.g. https://solana.com',
      )
  }
  for (const [path, value] of textFields) {
    const problem = suspiciousText(value)
    if (problem) at(lineOf(path), fieldOf(path), problem.problem, problem.fix)
  }
  const split = data.tokenSplit.map(name => data.constants[name]?.value)
  data.tokenSplit.forEach((name, index) => {
    if (!Object.hasOwn(data.constants, name)) {
      at(
        lineOf(['tokenSplit', index]),
        `tokenSplit.${index}`,
        `"${name}" names no figure`,
        `use one of: ${Object.keys(data.constants).join(', ')}`,
      )
    }
  })
  const total = split.reduce<number>((sum, value) => sum + (value ?? 0), 0)
  if (split.every(value => value !== undefined) && total !== 100) {
    at(
      lineOf(['tokenSplit']),
      'tokenSplit',
      `the token split ${split.join(' + ')} sums to ${total}, not 100`,
      `adjust ${data.tokenSplit.join(', ')} so that they sum to 100`,
    )
  }
  data.communityLinks.forEach((name, index) => {
    if (!Object.hasOwn(data.links, name)) {
      at(
        lineOf(['communityLinks', index]),
        `communityLinks.${index}`,
        `"${name}" names no link`,
        `use one of: ${Object.keys(data.links).join(', ')}`,
      )
    }
  })
  checkOfficial(data, lineOf, at)
  if (data.tokenContractAddress !== null && !SOLANA_ADDRESS.test(data.tokenContractAddress)) {
    at(
      lineOf(['tokenContractAddress']),
      'tokenContractAddress',
      `"${data.tokenContractAddress}" is not a Solana address`,
      'paste the base58 address (32–44 characters, no 0, O, I or l), or write null until it is announced',
    )
  }
}

/** Each link has a purpose naming it; one link is the website; the security contact is on its domain. */
function checkOfficial(data: ConstantsFile, lineOf: LineOf, at: Report) {
  const { purposes, securityContact, securityPolicy } = data.official
  for (const name of Object.keys(data.links)) {
    if (!Object.hasOwn(purposes, name)) {
      at(
        lineOf(['official', 'purposes']),
        `official.purposes.${name}`,
        `the link "${name}" has no purpose`,
        `add "${name}: …" under official.purposes (one of the purposes listed above it)`,
      )
    }
  }
  for (const name of Object.keys(purposes)) {
    if (!Object.hasOwn(data.links, name)) {
      at(
        lineOf(['official', 'purposes', name]),
        `official.purposes.${name}`,
        `"${name}" names no link`,
        `use one of: ${Object.keys(data.links).join(', ')}`,
      )
    }
  }
  const websites = Object.keys(purposes).filter(name => purposes[name] === 'website')
  if (websites.length !== 1) {
    at(
      lineOf(['official', 'purposes']),
      'official.purposes',
      `${websites.length} links have the purpose website, not one`,
      'give the purpose website to the link of this site only',
    )
    return
  }
  const website = data.links[websites[0]!]
  const domain = website ? URL.parse(website)?.hostname : undefined
  const contact =
    /^mailto:[\w.+-]+@([a-z0-9.-]+)$/.exec(securityContact)?.[1] ??
    (/^https:\/\//.test(securityContact) ? URL.parse(securityContact)?.hostname : undefined)
  if (contact === undefined || contact !== domain) {
    at(
      lineOf(['official', 'securityContact']),
      'official.securityContact',
      `"${securityContact}" is not a mailto: or https:// address on ${domain ?? 'the website'}`,
      `write mailto:security@${domain ?? 'example.com'} or a page of the site`,
    )
  }
  if (
    securityPolicy !== null &&
    !(/^https:\/\//.test(securityPolicy) && typeof checkLinkTarget(securityPolicy) === 'string')
  ) {
    at(
      lineOf(['official', 'securityPolicy']),
      'official.securityPolicy',
      `"${securityPolicy}" is not an https:// address`,
      'write the full https:// address of the policy, or null',
    )
  }
}

/** src/content/generated/constants.ts: the checked values as TypeScript, each with its comment from the YAML. */
export function generateConstants(constants: Constants, document: Document): string {
  const commentOf = (path: string[]) => {
    const pair = pairAt(document, path)
    const parent = document.getIn(path.slice(0, -1), true) as YAMLMap
    // The comment above a map's first entry belongs to the map in the `yaml` package's tree.
    const comment = (
      (pair?.key as { commentBefore?: string } | undefined)?.commentBefore ??
      (pair && pair === parent.items[0] ? parent.commentBefore : undefined)
    )?.trim()
    return comment ? `  /** ${comment.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : ''
  }
  const entries = (record: Record<string, unknown>, parent: string) =>
    Object.entries(record)
      .map(([name, value]) => `${commentOf([parent, name])}  ${JSON.stringify(name)}: ${JSON.stringify(value)},`)
      .join('\n')
  return [
    '// GENERATED by scripts/pipeline/main.ts from content/constants.yaml — do not edit; edit the YAML and run `npm ' +
      'run content`.',
    "import type { NumericConstant, OfficialRegistryData } from '../constants.ts'",
    '',
    `export const BRAND_NAME = ${JSON.stringify(constants.BRAND_NAME)}`,
    '',
    `export const CONSTANTS = {\n${entries(constants.CONSTANTS, 'constants')}\n} as const satisfies Record<string, ` +
      `NumericConstant>`,
    '',
    `export const TOKEN_SPLIT = ${JSON.stringify(constants.TOKEN_SPLIT)} as const satisfies readonly (keyof typeof ` +
      `CONSTANTS)[]`,
    '',
    `export const LINKS = {\n${entries(constants.LINKS, 'links')}\n} as const`,
    '',
    `export const COMMUNITY_LINKS = ${JSON.stringify(constants.COMMUNITY_LINKS)} as const satisfies readonly (keyof ` +
      `typeof LINKS)[]`,
    '',
    `export const TOKEN_CONTRACT_ADDRESS: string | null = ${JSON.stringify(constants.TOKEN_CONTRACT_ADDRESS)}`,
    '',
    `export const OFFICIAL = ${JSON.stringify(constants.OFFICIAL, null, 2)} as const satisfies OfficialRegistryData`,
    '',
  ].join('\n')
}
