/** A plain-text table: first column left-aligned, the others right-aligned, the header underlined. */
export function formatTable(rows: string[][], { underline = true } = {}): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const format = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  const [header, ...body] = rows
  return [format(header!), ...(underline ? [widths.map((width) => '-'.repeat(width)).join('  ')] : []), ...body.map(format)].join('\n')
}
