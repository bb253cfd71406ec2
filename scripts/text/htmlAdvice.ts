/** The Markdown a writer types instead of the HTML tags people reach for most. */
const LINE_BREAK = 'use an empty line for a new paragraph, or end the line with a trailing `\\` for a line break'

const MARKDOWN_FOR_HTML: Record<string, string> = {
  br: LINE_BREAK,
  p: 'use an empty line for a new paragraph',
  b: 'write **bold**',
  strong: 'write **bold**',
  i: 'write *italic*',
  em: 'write *italic*',
  s: 'write ~~struck through~~',
  del: 'write ~~struck through~~',
  code: 'write `code`',
}

/** The fix for an HTML tag a writer typed, or undefined when the tag has no Markdown form. */
export function markdownForHtml(tag: string): string | undefined {
  const name = tag.toLowerCase()
  return Object.hasOwn(MARKDOWN_FOR_HTML, name) ? MARKDOWN_FOR_HTML[name] : undefined
}
