import { publishedArticles } from '../../src/content/articles'

/**
 * Every article is prerendered; with no article yet there is nothing to prerender, and saying so keeps Vike from
 * warning at every build that the page has no URL. https://vike.dev/prerender
 */
export default () => publishedArticles(false).length > 0
