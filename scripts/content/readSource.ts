/**
 * A content file's text split by THE frontmatter splitter (scripts/source/frontmatter.ts), the frontmatter read as
 * YAML 1.2, the body parsed as MDX with the file's line numbers. Nothing in a file is evaluated.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Root, RootContent } from 'mdast'
import remarkCjkFriendly from 'remark-cjk-friendly'
import remarkCjkFriendlyGfmStrikethrough from 'remark-cjk-friendly-gfm-strikethrough'
import remarkGfm from 'remark-gfm'
import { parseDocument } from 'yaml'
import { checkBodyLimits, DEEP_FIX } from './bodyLimits.ts'
import { markdownForHtml } from '../text/htmlAdvice.ts'
import { cachedParse } from './parseCache.ts'
import { isStackOverflow, ToolError, type Report } from '../core/problems.ts'
import { frontmatterAndBody } from '../source/frontmatter.ts'
import { yamlProblem } from '../source/yamlProblem.ts'

// Parsing only, of the body alone. CAREFUL HERE: the CJK-friendly extensions close `**…。**次` and `~~…。~~次` as
// Japanese and Chinese readers expect (CommonMark alone leaves the asterisks as text: a full-width mark is punctuation,
// and the next letter is no space); every Markdown reader here uses this tree or the same ones (llms/markdown.ts).
const mdxParser = createProcessor({
  remarkPlugins: [remarkGfm, remarkCjkFriendly, remarkCjkFriendlyGfmStrikethrough],
})

export interface Source {
  frontmatter: Record<string, unknown>
  /** The body's top-level nodes, with the file's line numbers. */
  body: RootContent[]
}

/** The frontmatter and the body of `text`, or undefined after reporting why it cannot be read. */
export function readSource(text: string, fieldNames: string, report: Report): Source | undefined {
  const split = frontmatterAndBody(text)
  const opening = /^\uFEFF?---([^\r\n]+)/.exec(text)
  if (opening) {
    report(
      1,
      'frontmatter',
      `opens with "---${opening[1]}": only YAML frontmatter is allowed`,
      'make the first line exactly ---',
    )
    return undefined
  }
  // CAREFUL HERE: checked before the parser sees the text, so a hostile file is refused rather than hanging the build.
  if (!checkBodyLimits(text, report)) return undefined
  if (split.yaml === undefined) {
    if (/^\uFEFF?---\r?\n/.test(text))
      report(1, 'frontmatter', 'is not closed', 'end the frontmatter with a line that is exactly ---')
    else report(1, 'frontmatter', 'is missing', `start the file with a --- block holding ${fieldNames}, then ---`)
    return undefined
  }
  let root: Root
  try {
    // The body alone: an edit to the frontmatter finds the body's parse in the cache.
    root = cachedParse(split.body, source => mdxParser.parse(source))
  } catch (error) {
    // CAREFUL HERE: only the parser's messages are the writer's to fix; anything else is a ToolError.
    // The parser's own stack: how deep it reaches depends on the thread (the dev server's worker has more).
    if (error instanceof RangeError && isStackOverflow(error.message)) {
      report(1, 'body', 'is nested too deeply to read', DEEP_FIX)
      return undefined
    }
    if (!isParserMessage(error))
      throw error instanceof ToolError ? error : new ToolError('the MDX parser failed', error)
    // An unclosed <br> or <b> is HTML habit, not a forgotten closing tag: say what to write instead.
    const htmlTag = /^Expected a closing tag for `<(\w+)>`/.exec(error.reason)?.[1]
    const advice = htmlTag ? markdownForHtml(htmlTag) : undefined
    // mdast-util-mdx-jsx gives the place of an unclosed tag only in its reason: "… `<Callout>` (5:1-5:10)".
    const line = error.line ?? Number(/\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(error.reason)?.[1] ?? 1)
    if (advice) report(line, 'body', `<${htmlTag}> is HTML, which content does not use`, advice)
    else
      report(
        line,
        'body',
        `is not valid MDX (${error.reason})`,
        'close every tag, and write a literal {, } or < as \\{, \\} or &lt;',
      )
    return undefined
  }
  // The same verdict for a fresh tree and a cached one, whichever thread parsed it, before anything walks it.
  const deep = firstTooDeep(root)
  if (deep !== undefined) {
    report(deep, 'body', `is nested more than ${MAX_TREE_LEVELS} levels deep`, DEEP_FIX)
    return undefined
  }
  const frontmatter = readYaml(split.yaml, fieldNames, report)
  return frontmatter && { frontmatter, body: root.children }
}

/**
 * Levels of the tree a body may have. Real copy reaches about 20; within the body limits the deepest legitimate tree
 * is about 130 (8 quotes, 8 lists and their items, 100 emphasis marks of a paragraph). Every walk of a tree recurses
 * (the compiler, unist's visitors): a footnote inside a footnote, 1,200 times, overflowed the compiler's stack.
 */
const MAX_TREE_LEVELS = 160

/** The line of the first node deeper than MAX_TREE_LEVELS, found without recursion, or undefined. */
function firstTooDeep(root: Root): number | undefined {
  const stack: [node: Root | RootContent, level: number][] = [[root, 0]]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, level] = next
    if (level > MAX_TREE_LEVELS) return node.position?.start.line ?? 1
    if ('children' in node) for (const child of node.children) stack.push([child as RootContent, level + 1])
  }
  return undefined
}

/** What the MDX parser throws about a text: a VFileMessage. */
interface ParserMessage extends Error {
  reason: string
  line?: number | null
}

/** Whether `error` is the parser's message, by shape: vfile-message is the parser's dependency, not this project's. */
export function isParserMessage(error: unknown): error is ParserMessage {
  return (
    error instanceof Error &&
    typeof (error as Partial<ParserMessage>).reason === 'string' &&
    'ruleId' in error &&
    'source' in error &&
    'place' in error
  )
}

/** YAML 1.2: `no` or `2024-01-01` stay text for the zod schema to judge; errors and warnings both refuse the file. */

function readYaml(source: string, fieldNames: string, report: Report): Record<string, unknown> | undefined {
  // A line such as ---- inside the frontmatter is where the writer meant it to end; YAML would read it as text.
  const lines = source.split('\n')
  const early = lines.findIndex(line => line.startsWith('---'))
  if (early !== -1) {
    report(
      early + 2,
      'frontmatter',
      `closes with "${lines[early]}"`,
      'close the frontmatter with a line that is exactly ---',
    )
    return undefined
  }
  const document = parseDocument(source)
  const problem = yamlProblem(source, document)
  if (problem) {
    report(problem.line + 1, 'frontmatter', problem.message, problem.fix)
    return undefined
  }
  const data: unknown = document.toJS() ?? {}
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    report(2, 'frontmatter', 'is not a list of fields', `write one "field: value" per line: ${fieldNames}`)
    return undefined
  }
  return data as Record<string, unknown>
}
