import type { BodyNode } from '../content/schema'
import styles from './ContentImage.module.css'

/**
 * How wide an article image shows: the article column (src/sections/Article.module.css: at most 760 px, less its
 * padding of up to 40 px a side), or the screen less about 4% a side below that. The browser picks the smallest
 * rendition that covers this width at its pixel density. CAREFUL HERE: change it with the column's CSS.
 */
export const ARTICLE_IMAGE_SIZES = '(min-width: 760px) 680px, 92vw'

/** A portrait picture (a phone screenshot) shows at most 360 px wide, centred, rather than a screen and a half tall. */
export const PORTRAIT_IMAGE_SIZES = '(min-width: 392px) 360px, 92vw'

/**
 * A picture from content/images/, in the best format the browser shows (AVIF, WebP, then the source's own), at the
 * width it needs; width and height reserve its box, so nothing moves when it arrives. With a caption, a <figure>.
 */
export function ContentImage({ image, eager }: { image: Extract<BodyNode, { type: 'image' }>; eager: boolean }) {
  const { asset, alt, caption } = image
  const portrait = asset.height > asset.width
  const sizes = portrait ? PORTRAIT_IMAGE_SIZES : ARTICLE_IMAGE_SIZES
  const picture = (
    <picture className={styles.picture}>
      {asset.sources.map(({ type, srcset }) => (
        <source key={type} type={type} srcSet={srcset} sizes={sizes} />
      ))}
      <img
        className={portrait ? `${styles.image} ${styles.portrait}` : styles.image}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        fetchPriority={eager ? 'high' : undefined}
        src={asset.src}
        srcSet={asset.srcset}
        sizes={sizes}
        width={asset.width}
        height={asset.height}
        alt={alt}
      />
    </picture>
  )
  if (!caption) return picture
  return (
    <figure className={styles.figure}>
      {picture}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  )
}
