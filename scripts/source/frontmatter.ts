/**
 * THE frontmatter splitter of the repository: where a content file's `---` block starts and ends, by lines, as
 * the content build's parser reads it (the first line exactly ---, closed by the next line exactly ---). Every
 * script that needs the frontmatter's lines, a field's line or where the body starts asks here; the YAML inside
 * is read by the content build (scripts/content/readSource.ts) with the `yaml` package.
 */

export interface FrontmatterLines {
  /** The file's lines (LF; a CRLF file is read as LF). */
  lines: string[]
  /** 0-based index of the closing `---`, or -1 when there is no closed frontmatter. */
  end: number
  /** 0-based index of the body's first line (0 when there is no frontmatter). */
  bodyStart: number
}

export function splitFrontmatter(text: string): FrontmatterLines {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n').split('\n')
  const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1
  return { lines, end, bodyStart: end + 1 }
}

/** 1-based line of `key:` in the frontmatter, or undefined when the key is absent. */
export function frontmatterFieldLine(text: string, key: string): number | undefined {
  const { lines, end } = splitFrontmatter(text)
  for (let index = 1; index < (end === -1 ? lines.length : end); index++) {
    if (lines[index]!.startsWith(`${key}:`)) return index + 1
  }
  return undefined
}

/**
 * The `source_hash` of a translation, or undefined. Read as text, not YAML: an all-digit hash such as
 * 123456789012, written unquoted by i18n:stamp, would be a number in YAML.
 */
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
  const fields = lines.slice(1, end).filter((line) => !/^source_hash:/.test(line))
  return ['---', ...fields, `source_hash: ${/^[\de]+$/.test(hash) ? `"${hash}"` : hash}`, ...lines.slice(end)].join('\n')
}

/** 1-based line of `key:` in a file's frontmatter (line 1 is the opening `---`), or 1 when the key is absent. */
export function lineOfField(source: string, key: string): number {
  return frontmatterFieldLine(source, key) ?? 1
}
