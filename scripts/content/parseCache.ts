/**
 * The MDX parse of a content file, kept between runs: parsing (micromark) is most of the content step's time, and
 * a rebuild finds most files unchanged. An entry is named by the SHA-256 of the file's text and of the code that
 * parses it (parseKey: readSource.ts, this file and what they import, the packages of the parser and their own
 * dependencies, Node's version: scripts/core/codeVersion.ts), never by a timestamp: a changed file, parser or
 * package is simply not found. Entries are JSON written whole (a new file renamed over),
 * and one that cannot be read or is not a tree is ignored and parsed again. Only trees are kept: a file that does
 * not parse is parsed again each time, so its error message never comes from the cache.
 * The trees hold no ESTree (`data.estree` of MDX expressions): the content compiler refuses expressions by their
 * node type and never reads their code, and a tree from the cache must equal a fresh one.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { CACHE_ROOT, writeCacheEntry } from '../core/cache.ts'
import { hashOf } from '../core/hash.ts'
import { codeVersion, type Code } from '../core/codeVersion.ts'
import { ToolError } from '../core/problems.ts'

const DEFAULT_DIR = path.join(CACHE_ROOT, 'mdast')

/** The code a parse depends on besides the text: the parser's configuration, and this file (what an entry holds). */
// V8's Unicode tables: micromark's character classes and the parser's regular expressions use them.
export const PARSER_CODE: Code = {
  modules: [new URL('./readSource.ts', import.meta.url), new URL(import.meta.url)],
  runtime: ['v8', 'unicode'],
}

let parser: string | undefined
/** The cache key of the tree of `text` parsed by the code whose version is `code`. */
export function parseKey(text: string, code = (parser ??= codeVersion(PARSER_CODE))): string {
  return hashOf(code, text)
}

/**
 * The tree of `text`: from the cache, or from `parse` and then kept. Only `parse` may throw what the text caused; a key
 * that cannot be computed (the code's version: a file of the tool's own, Node's runtime) is a ToolError.
 */
export function cachedParse(text: string, parse: (text: string) => Root, dir = DEFAULT_DIR, key = keyOf(text)): Root {
  const file = path.join(dir, key.slice(0, 2), `${key}.json`)
  try {
    const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Root
    if (tree?.type === 'root' && Array.isArray(tree.children)) return tree
  } catch {
    // Not there yet, or unreadable: parsed below.
  }
  // ESTree (`data.estree`, in the body and in JSX attributes) is dropped on the way to JSON, and the tree returned is
  // that JSON's, so a fresh tree equals a cached one.
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
