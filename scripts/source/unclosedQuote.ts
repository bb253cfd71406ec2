/**
 * Where an unclosed quote in YAML opened. A quoted YAML value may run over several lines, so the parser only notices
 * the missing quote where the text ends and reports that line; a writer needs the line where the quote opened.
 */
import { Lexer } from 'yaml'

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
export function findUnclosedQuote(source: string): { line: number; quote: string } | undefined {
  let offset = 0
  for (const token of new Lexer().lex(source)) {
    if ((token.startsWith('"') || token.startsWith("'")) && !isClosed(token)) {
      return { line: source.slice(0, offset).split('\n').length, quote: token[0]! }
    }
    offset += token.length
  }
  return undefined
}
