/** YAML mistakes in words a writer can act on, the same for frontmatter and for the data files. */
import { type Document, isAlias, isCollection, isScalar, Lexer, visit } from 'yaml'
import { isStackOverflow } from '../core/problems.ts'

/** The first error or warning of a parsed YAML text, with its 1-based line, or undefined. */
export function yamlProblem(
  source: string,
  document: Document,
): { line: number; message: string; fix: string } | undefined {
  const [problem] = [...document.errors, ...document.warnings]
  if (!problem) return aliasProblem(source, document)
  if (problem.code === 'MISSING_CHAR' && /quote/.test(problem.message)) {
    // A quoted value may run over several lines, so YAML notices the missing quote only where the text ends.
    const unclosed = findUnclosedQuote(source)
    if (unclosed) {
      return {
        line: unclosed.line,
        message: `is not valid YAML (the ${unclosed.quote} that opens this value is never closed)`,
        fix: `end the value with ${unclosed.quote} on this line`,
      }
    }
  }
  const line = problem.linePos?.[0]?.line ?? 1
  const known: Partial<Record<string, [reason: string, fix: string]>> = {
    TAB_AS_INDENT: ['a tab indents this line', 'indent with spaces, as the lines around it are'],
    DUPLICATE_KEY: [
      `the key "${/^\s*([^:#]+):/.exec(source.split('\n')[line - 1] ?? '')?.[1]?.trim() ?? '…'}" is already ` +
        `given above`,
      'keep one of the two lines',
    ],
    BLOCK_AS_IMPLICIT_KEY: ['a value contains ": "', 'put the value in quotes: key: "text: more text"'],
    // The yaml package reports any exception of its composer as RESOURCE_EXHAUSTION: only the stack's is the depth.
    ...(isStackOverflow(problem.message) && {
      RESOURCE_EXHAUSTION: [
        'lists or maps are nested too deeply to read',
        'write the value flat: a field of the site holds text, a number or a short list',
      ] as [string, string],
    }),
    MULTILINE_IMPLICIT_KEY: [
      'this line is not "key: value"',
      'add the colon and a space after the key, or close a quote or bracket left open above',
    ],
  }
  const [reason, fix] = known[problem.code] ?? [
    problem.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
    'check indentation and quote values that contain ": " or start with a special character',
  ]
  return { line, message: `is not valid YAML (${reason})`, fix: fix! }
}

/**
 * The first anchor or alias (`&name`, `*name`): nested ones make millions of values (the "billion laughs"), which the
 * `yaml` package stops with an error that names no line. The site's YAML needs none.
 */
function aliasProblem(source: string, document: Document): { line: number; message: string; fix: string } | undefined {
  let offset: number | undefined
  visit(document, {
    Node(_, node) {
      if (!isAlias(node) && !((isScalar(node) || isCollection(node)) && node.anchor)) return undefined
      const start = node.range?.[0] ?? 0
      // An anchor stands before its value, on the line above a block list or map: the nearest `&name` before it.
      offset = isAlias(node) ? start : Math.max(0, source.lastIndexOf(`&${node.anchor}`, start))
      return visit.BREAK
    },
  })
  if (offset === undefined) return undefined
  return {
    line: source.slice(0, offset).split('\n').length,
    message: 'uses a YAML anchor or alias (&name, *name)',
    fix: "write each value out in full: the site's YAML files use no anchors or aliases",
  }
}

/** Whether a quoted scalar token, as the lexer cut it, ends with its own closing quote. */
function isClosed(token: string): boolean {
  const quote = token[0]!
  const rest = token.slice(1)
  if (quote === '"') {
    const trailing = /\\*"$/.exec(rest)?.[0]
    // An even run of backslashes before the last " leaves that quote unescaped.
    return trailing !== undefined && (trailing.length - 1) % 2 === 0
  }
  // In a single-quoted value '' is an escaped quote: an odd run of ' at the end closes it.
  const run = /'*$/.exec(rest)![0].length
  return run % 2 === 1
}

/** The first quoted value that is never closed: its 1-based line in `source` and its quote, or undefined. */
function findUnclosedQuote(source: string): { line: number; quote: string } | undefined {
  let offset = 0
  for (const token of new Lexer().lex(source)) {
    if ((token.startsWith('"') || token.startsWith("'")) && !isClosed(token)) {
      return { line: source.slice(0, offset).split('\n').length, quote: token[0]! }
    }
    offset += token.length
  }
  return undefined
}
