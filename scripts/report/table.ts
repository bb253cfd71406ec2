/** A plain-text table: first column left-aligned, the others right-aligned, the header underlined. */
export function formatTable(rows: string[][], { underline = true } = {}): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const format = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  const [header, ...body] = rows
  return [format(header!), ...(underline ? [widths.map((width) => '-'.repeat(width)).join('  ')] : []), ...body.map(format)].join('\n')
}

/** The same rows as a GitHub-flavoured Markdown table (for job summaries): first column left, others right. */
export function formatMarkdownTable(rows: string[][]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|')
  const [header, ...body] = rows
  return [
    `| ${header!.map(cell).join(' | ')} |`,
    `| ${header!.map((_, column) => (column === 0 ? '---' : '---:')).join(' | ')} |`,
    ...body.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}
