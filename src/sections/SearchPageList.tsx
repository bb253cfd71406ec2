import { useLingui } from '@lingui/react/macro'
import { publishedArticles } from '../content/articles'
import { publishedNews } from '../news/newsView'
import { PAGE_IDS } from '../content/schema'
import { Link } from '../components/Link'
import { useContent } from '../content/useLocaleBundle'
import { newsFeedTitles } from '../news/feedTitles'
import { newsListPath, newsPostPath } from '../news/newsRoutes'
import styles from './SearchPageList.module.css'

/**
 * The search page's list: every page of the language with its title and description, so that a visitor without
 * JavaScript, whose search form brought them here, can still find what they were looking for.
 */
export function SearchPageList() {
  const { t, i18n } = useLingui()
  const content = useContent()
  const news = newsFeedTitles(i18n)
  const pages = [
    ...PAGE_IDS.map(id => ({
      href: id === 'home' ? '/' : `/${id}`,
      title: content.pages[id].title,
      description: content.pages[id].description,
    })),
    ...publishedArticles(false).flatMap(({ slug }) => {
      const article = content.articles[slug]
      return article ? [{ href: `/${slug}`, title: article.title, description: article.description }] : []
    }),
    // The news list (its further pages and tag lists are reached from it), then the posts.
    { href: newsListPath(1), title: news.channel, description: news.description },
    // Published news posts only (a draft or a post dated later is in no generated file), newest first.
    ...publishedNews().flatMap(({ slug }) => {
      const post = content.news[slug]
      return post ? [{ href: newsPostPath(slug), title: post.title, description: post.description }] : []
    }),
  ]
  return (
    <section className={styles.page} aria-labelledby="search-heading">
      <h1 id="search-heading" className={styles.heading}>{t`Search`}</h1>
      <p
        className={styles.intro}
      >{t`Every page of the site is listed below. With JavaScript on, the search box at the top of each page finds words in them as you type.`}</p>
      <ul className={styles.list}>
        {pages.map(({ href, title, description }) => (
          <li key={href}>
            <Link href={href} className={styles.title}>
              {title}
            </Link>
            <p className={styles.description}>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
