/** A plain-text table: first column left-aligned, the others right-aligned, the header underlined. */
export function formatTable(rows: string[][], { underline = true } = {}): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map(row => row[column]!.length)))
  const format = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  const [header, ...body] = rows
  return [
    format(header!),
    ...(underline ? [widths.map(width => '-'.repeat(width)).join('  ')] : []),
    ...body.map(format),
  ].join('\n')
}

/** The same rows as a Markdown table: first column left, the others right (figures) or left (`'left'`). */
export function formatMarkdownTable(rows: string[][], align: 'figures' | 'left' = 'figures'): string {
  const cell = (text: string) => text.replaceAll('|', '\\|')
  const [header, ...body] = rows
  return [
    `| ${header!.map(cell).join(' | ')} |`,
    `| ${header!.map((_, column) => (column === 0 || align === 'left' ? '---' : '---:')).join(' | ')} |`,
    ...body.map(row => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}
