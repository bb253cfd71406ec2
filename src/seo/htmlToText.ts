/**
 * The text of a fragment of React-rendered HTML: tags become spaces, React's entities are decoded (`&amp;` last,
 * so `&amp;lt;` stays `&lt;`), whitespace is collapsed. For plain-text copies of rendered content (structured
 * data, social cards); not a general HTML parser.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
