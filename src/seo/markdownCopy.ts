/**
 * Where a page's Markdown copy for assistants is (scripts/llms/, issue 50): `/faq` → `/faq/index.md`, `/ja/` →
 * `/ja/index.md`. The build writes the copies there, every page links its copy from its head (pages/+Head.tsx), and
 * the servers answer a page URL asked for as text/markdown with it (scripts/deploy/negotiation.ts).
 */
export const markdownCopyPath = (pageUrl: string) => `${pageUrl.replace(/\/$/, '')}/index.md`
