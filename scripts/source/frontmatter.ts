/**
 * THE frontmatter splitter of the repository: the first line exactly ---, closed by the next line exactly ---. Every
 * script that needs the frontmatter, a field's line or where the body starts asks here.
 */

export interface FrontmatterLines {
  lines: string[]
  /** 0-based index of the closing `---`, or -1 when there is no closed frontmatter. */
  end: number
  /** 0-based index of the body's first line (0 when there is no frontmatter). */
  bodyStart: number
}

/** A source file's text as every reader takes it: without a BOM, with LF line ends. */
export function sourceText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')
}

export function splitFrontmatter(text: string): FrontmatterLines {
  const lines = sourceText(text).split('\n')
  const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1
  return { lines, end, bodyStart: end + 1 }
}

/** The frontmatter's YAML, and the body with the frontmatter's lines left empty, so that line numbers hold. */
export function frontmatterAndBody(text: string): { yaml: string | undefined; body: string } {
  const { lines, end, bodyStart } = splitFrontmatter(text)
  return {
    yaml: end === -1 ? undefined : lines.slice(1, end).join('\n'),
    body: '\n'.repeat(bodyStart) + lines.slice(bodyStart).join('\n'),
  }
}

/** The `source_hash` of a translation, read as text: an all-digit hash would be a number in YAML. */
export function readSourceHash(text: string): string | undefined {
  const { lines, end } = splitFrontmatter(text)
  if (end === -1) return undefined
  for (const line of lines.slice(1, end)) {
    const match = /^source_hash:[ \t]*["']?([0-9a-f]+)["']?[ \t]*$/.exec(line)
    if (match) return match[1]
  }
  return undefined
}

/**
 * `text` with its `source_hash` set to `hash` (added as the last field when absent); undefined without frontmatter.
 * CAREFUL HERE: a hash of digits and "e" only (501038060411, 8010182e106) is a number to YAML, so it is quoted.
 */
export function withSourceHash(text: string, hash: string): string | undefined {
  const { lines, end } = splitFrontmatter(text)
  if (end === -1) return undefined
  const fields = lines.slice(1, end).filter(line => !/^source_hash:/.test(line))
  return ['---', ...fields, `source_hash: ${/^[\de]+$/.test(hash) ? `"${hash}"` : hash}`, ...lines.slice(end)].join(
    '\n',
  )
}

/** 1-based line of `key:` in a file's frontmatter (line 1 is the opening `---`), or 1 when the key is absent. */
export function lineOfField(source: string, key: string): number {
  const { lines, end } = splitFrontmatter(source)
  const index = lines.slice(1, end === -1 ? lines.length : end).findIndex(line => line.startsWith(`${key}:`))
  return index === -1 ? 1 : index + 2
}
