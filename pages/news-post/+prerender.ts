import { publishedNews } from '../../src/news/newsView'

/**
 * Every published post is prerendered; with no post yet there is nothing to prerender, and saying so keeps the
 * build's check (pages/prerenderPages.ts) from asking for a URL. https://vike.dev/prerender
 */
export default () => publishedNews().length > 0
