/**
 * The MDX parse of a content file, kept between runs (parsing is most of the content step's time), named by the hash
 * of the text and of the parsing code (codeVersion.ts). Only trees are kept, so an error never comes from the cache;
 * an unreadable entry is parsed again.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { CACHE_ROOT, writeCacheEntry } from '../core/cache.ts'
import { hashOf } from '../core/hash.ts'
import { codeVersion, type Code } from '../core/codeVersion.ts'
import { ToolError } from '../core/problems.ts'

const DEFAULT_DIR = path.join(CACHE_ROOT, 'mdast')

/** The parser's configuration, this file, and V8's Unicode tables (micromark's character classes use them). */
export const PARSER_CODE: Code = {
  modules: [new URL('./readSource.ts', import.meta.url), new URL(import.meta.url)],
  runtime: ['v8', 'unicode'],
}

let parser: string | undefined
/** The cache key of the tree of `text` parsed by the code whose version is `code`. */
export function parseKey(text: string, code = (parser ??= codeVersion(PARSER_CODE))): string {
  return hashOf(code, text)
}

/** The tree of `text`, from the cache or from `parse`; a key that cannot be computed is a ToolError. */
export function cachedParse(text: string, parse: (text: string) => Root, dir = DEFAULT_DIR, key = keyOf(text)): Root {
  const file = path.join(dir, key.slice(0, 2), `${key}.json`)
  try {
    const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Root
    if (tree?.type === 'root' && Array.isArray(tree.children)) return tree
  } catch {
    // Not there yet, or unreadable: parsed below.
  }
  // ESTree is dropped (expressions are refused by node type) and the JSON's tree returned, so fresh equals cached.

  const json = JSON.stringify(parse(text), (name, value: unknown) => (name === 'estree' ? undefined : value))
  const tree = JSON.parse(json) as Root
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    writeCacheEntry(file, json)
  } catch {
    // A cache that cannot be written (a read-only node_modules) only makes the next run parse again.
  }
  return tree
}

function keyOf(text: string): string {
  try {
    return parseKey(text)
  } catch (error) {
    throw new ToolError('the MDX parse cache cannot compute its key', error)
  }
}
