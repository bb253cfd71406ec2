/**
 * The content schema: one zod schema per collection, the single source of truth for what a content file may say.
 * `npm run content` validates every file under content/<locale>/ against it; the comment on each field is what
 * writers read when a validation message points at it (see CONTRIBUTING.md).
 */
import { z } from 'zod'
import type { ConstantName, LinkName } from './constants.ts'
import { LOCALES } from '../i18n/locales.ts'
import { HOME_FAQ_COUNT } from './homeFaq.ts'
import { NEWS_TAGS } from './newsTags.ts'

/** How a figure is written on the page, in the page's locale (see src/format/formatConstant.ts). */
export const CONSTANT_FORMATS = [
  'usd', // $24,000 (each language's way of writing dollars: src/i18n/money.ts)
  'usd-compact', // $2M (a stat: "$2M+", "más de US$2 millones"; "more than" is worded by each locale's catalog)
  'compact', // 100K (a stat: shown as "100K+", see src/sections/Cta.tsx)
  'percent', // 60%
  'hours', // 24 hours; `form="adjective"` gives "24-hour" (as in "a 24-hour timer")
] as const

/** What an official link is for; each language words it (src/official/purposes.ts). */
export const OFFICIAL_PURPOSES = [
  'website',
  'announcements',
  'chat',
  'community',
  'trading',
  'charts',
  'blockchain',
] as const

const identifier = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'must be a name in camelCase (letters and digits, starting with a lowercase letter)')

/**
 * content/constants.yaml — the business figures and links, defined once. Read and checked by `npm run content`,
 * which generates src/content/generated/constants.ts from it (pages import src/content/constants.ts).
 */
export const constantsFileSchema = z.strictObject({
  /** Working name of the product: one line (it heads security.txt's lines, titles and feeds). */
  brand: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .refine(value => !/[\r\n\u2028\u2029]/.test(value), 'must be one line — write the name without a line break'),
  /** Each figure: `value` in plain digits, and the `format` the page writes it in. */
  constants: z.record(
    identifier,
    z.strictObject({
      value: z.number().nonnegative('must not be negative'),
      format: z.enum(CONSTANT_FORMATS),
    }),
  ),
  /** The names of the token split's figures, in the order the chart draws them; they sum to 100. */
  tokenSplit: z.array(z.string()).min(1, 'must name the figures of the split'),
  /** Links to other sites, each an https:// address with a plain host. */
  links: z.record(identifier, z.string()),
  /** The community channels (names of links), in the order the site lists them. */
  communityLinks: z.array(z.string()),
  /** The token's contract address (base58), or null until it is announced. */
  tokenContractAddress: z.string().nullable(),
  /** The registry of what is official (/official/, /official.json, security.txt, tokenlist.json). */
  official: z.strictObject({
    /** What each link is for: one of OFFICIAL_PURPOSES per name of `links`, worded per language by the site. */
    purposes: z.record(identifier, z.enum(OFFICIAL_PURPOSES)),
    /** Where to report a security problem: mailto: or https:// on the site's own domain. */
    securityContact: z.string(),
    /** The disclosure policy's page (https://), or null while there is none. */
    securityPolicy: z.string().nullable(),
    /** Language tags of the languages the team reads security reports in. */
    securityLanguages: z
      .array(z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or zh-TW'))
      .min(1, 'must name a language'),
    /** The token as wallets show it, used once tokenContractAddress is set. */
    token: z.strictObject({
      /** Full name, e.g. "Reelfi" (letters, digits and spaces: the token list format allows nothing else). */
      name: z.string().regex(/^[ \w]{1,40}$/, 'must be 1–40 letters, digits or spaces'),
      /** Ticker, e.g. "REEL". */
      symbol: z.string().regex(/^[A-Z0-9]{2,10}$/, 'must be 2–10 capital letters or digits'),
      /** Decimal places of the token's smallest unit (pump.fun tokens have 6). */
      decimals: z.int().min(0).max(18),
      /** The logo: a path of a file of the site, e.g. /icon-512.png. */
      logo: z
        .string()
        .regex(/^\/[\w./-]+\.(?:png|svg|webp)$/, 'must be a path of an image of the site, e.g. /icon-512.png'),
    }),
  }),
})

export type ConstantsFile = z.infer<typeof constantsFileSchema>

/** Locale prefixes as URLs may spell them (`/zh-tw/` as well as `/zh-TW/`). */
const LOCALE_PREFIXES = LOCALES.map(locale => locale.toLowerCase())

/** Icons a feature card may use (lucide icons, mapped in src/components/FeatureIcon.tsx). */
export const FEATURE_ICONS = ['clapperboard', 'coins', 'shield-check', 'vote'] as const

/** The first and last day a content date may name; the schema and the editor's date picker read it. */
export const CONTENT_DATES = { first: '2000-01-01', last: '2099-12-31' } as const

/** A content date, `YYYY-MM-DD`, that is a day of the calendar. */
const contentDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD', abort: true })
  .refine(
    value =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: 'is not a calendar date', abort: true },
  )
  .refine(
    value => value >= CONTENT_DATES.first && value <= CONTENT_DATES.last,
    `is outside the years ${CONTENT_DATES.first.slice(0, 4)} to ${CONTENT_DATES.last.slice(0, 4)}`,
  )

/**
 * The length limits of content, each defined here once: the schemas below, the news feeds, the editor's
 * configuration (scripts/admin/, from the JSON Schema of these schemas) and the change report's fetch of news posts
 * (scripts/changes/sources.ts) all read them. tests/unit/oneLimit.test.ts walks those consumers.
 */
export const LIMITS = {
  /** A document title, in search results and feeds (about 60 characters is what they show). */
  title: 70,
  /** A meta description: search results, link previews, feeds. */
  description: 200,
  /** A page's or news post's file name, its URL segment. */
  slug: 100,
  /** Any other line of copy in frontmatter (a question, a heading, a summary; the longest in English is 95). */
  text: 300,
} as const

const anyLength = z.string().trim().min(1, 'must not be empty')
/**
 * A line of copy in frontmatter: a question, a heading, a card's title or summary. The limit keeps a hostile file from
 * holding pages of text where a line goes (every check reads it); titles and descriptions have LIMITS of their own.
 */
const text = anyLength.max(
  LIMITS.text,
  `is too long for a line of copy — keep it under ${LIMITS.text} characters and put longer text in the body`,
)
const order = z.int().positive('must be 1 or more')

/** content/<locale>/faq/*.mdx — one question of the FAQ accordion; the MDX body is the answer. */
export const faqSchema = z.strictObject({
  question: text.meta({
    description: 'The question, as the accordion shows it. May use placeholders like {presaleGateUsd}.',
  }),
  order: order.meta({ description: "Position in the FAQ (1 comes first); unique within the locale's faq/ folder." }),
  review: z
    .literal('security')
    .optional()
    .meta({
      description:
        '`review: security` marks an answer a scam would change first (the contract address, the wallet and recovery ' +
        'phrase). Set in the English file, it applies in every language: the change report (`npm run changes`) lists ' +
        'any change to this entry, in any language, under "Needs a careful look" with the team that must review it.',
      // A translation does not repeat it: the editor writes it into the English file alone.
      englishOnly: true,
    }),
})

/** content/<locale>/steps/*.mdx — one step of "How It Works"; the MDX body is the in-depth description. */
export const stepSchema = z.strictObject({
  number: order.meta({ description: 'Step number: steps are numbered 1, 2, 3, … with no gap.' }),
  title: text.meta({ description: 'Short title of the step, e.g. "Create a Wallet".' }),
  summary: text.meta({ description: 'One sentence shown on the home page; the body is shown on /how-it-works.' }),
})

/** content/<locale>/features/*.mdx — one feature card on the home page; the MDX body is the card text. */
export const featureSchema = z.strictObject({
  title: text.meta({ description: 'Card title, e.g. "Create & Share".' }),
  icon: z.enum(FEATURE_ICONS).meta({ description: 'Icon shown on the card: one of FEATURE_ICONS.' }),
  order: order.meta({
    description: "Position among the cards (1 comes first); unique within the locale's features/ folder.",
  }),
})

/** content/<locale>/tokens/*.mdx — one token of the dual-token model; the MDX body describes it. */
export const tokenSchema = z.strictObject({
  title: text.meta({ description: 'Name of the token, e.g. "Creator coin".' }),
  order: order.meta({
    description: "Position in the token economy section (1 comes first); unique within the locale's tokens/ folder.",
  }),
})

/** Sections whose heading and prose writers edit, one file each under content/<locale>/sections/. */
export const SECTION_IDS = [
  'features',
  'steps',
  'step-by-step',
  'token-economy',
  'faq',
  'cta',
  'lifecycle',
  'official-rules',
] as const

/** content/<locale>/sections/<id>.mdx — a section's heading; the MDX body is its introduction (may be empty). */
export const sectionSchema = z.strictObject({
  title: text.meta({ description: 'The section heading.' }),
})

const TITLE_TOO_LONG = `is too long for search results — keep it under ${LIMITS.title} characters`
const DESCRIPTION_TOO_LONG = `is too long for search results — keep it under ${LIMITS.description} characters`

/** Pages of the site, one file each under content/<locale>/pages/. */
export const PAGE_IDS = ['home', 'faq', 'how-it-works', 'official'] as const

/** content/<locale>/pages/<id>.mdx — a page's head and top; the MDX body is the text under the main heading. */
export const pageSchema = z.strictObject({
  title: anyLength
    .max(LIMITS.title, TITLE_TOO_LONG)
    .meta({ description: 'Document title shown in the browser tab and search results (about 60 characters at most).' }),
  description: anyLength
    .max(LIMITS.description, DESCRIPTION_TOO_LONG)
    .meta({ description: 'Meta description for search results and link previews (about 160 characters at most).' }),
  heading: text.meta({ description: "The page's main heading (its one h1)." }),
})

/**
 * content/<locale>/pages/<slug>.mdx, any name but PAGE_IDS — an article page published at `/<slug>` in every
 * locale (see CONTRIBUTING.md, "Add a page"); the MDX body is the article. `updated`, `draft` and `footer` are
 * read from the English file only: a translation may keep them as copied, and its values are not used.
 */
export const articleSchema = pageSchema.extend({
  updated: contentDate.optional().meta({
    description:
      'Date of the last meaningful change, `YYYY-MM-DD`; shown as "Updated …" and used as the page\'s dateModified.',
  }),
  draft: z.literal(true).optional().meta({
    description:
      '`draft: true` serves the page in `npm run dev` only: it is left out of the build, the sitemap and the footer.',
  }),
  footer: z
    .enum(['resources', 'legal'])
    .optional()
    .meta({ description: 'Lists the page in that footer column, after the fixed entries (see FOOTER_SLUGS).' }),
})

/**
 * content/<locale>/news/<slug>.mdx — a news post published at `/news/<slug>` in every locale (see CONTRIBUTING.md,
 * "Write a news post"); the MDX body is the post. `date`, `tags`, `draft`, `pinned` and `expires` are read from the
 * English file only: a translation keeps them as copied, and its values are not used.
 */
/**
 * CAREFUL HERE: a news title and description go into the RSS feed, where the feed library writes them inside
 * CDATA sections and splits only the first `]]>` (xml-js): a second one garbles the title or stops the build.
 */
const feedText = (limit: number, tooLong: string) =>
  anyLength
    .max(limit, tooLong)
    .refine(
      value => !value.includes(']]>'),
      'must not contain "]]>" (it would break the RSS feed) — write it without the brackets',
    )

export const newsSchema = z.strictObject({
  title: feedText(LIMITS.title, TITLE_TOO_LONG).meta({
    description: "The post's heading and document title (about 60 characters at most).",
  }),
  description: feedText(LIMITS.description, DESCRIPTION_TOO_LONG).meta({
    description: 'One or two sentences: the summary under the title on /news/, in feeds and in link previews.',
  }),
  date: contentDate.meta({
    description:
      "Publication date, `YYYY-MM-DD`. A date after today keeps the post out of the site until that day's build.",
  }),
  tags: z
    .array(z.enum(NEWS_TAGS))
    .max(NEWS_TAGS.length)
    .refine(tags => new Set(tags).size === tags.length, 'lists a tag twice — keep each tag once')
    .optional()
    .meta({ description: 'Topics of the post, from NEWS_TAGS: each lists the post at /news/tags/<tag>/.' }),
  draft: z.literal(true).optional().meta({
    description: '`draft: true` keeps the post out of the site entirely; `npm run content` lists it as a draft.',
  }),
  pinned: z.literal(true).optional().meta({
    description: '`pinned: true` shows the post as a one-line banner at the top of every page until `expires`.',
  }),
  expires: contentDate
    .optional()
    .meta({ description: 'Last day (`YYYY-MM-DD`) the pinned banner shows; required with `pinned`.' }),
})

/** What a news URL may not be named after: the folders /news/ already uses. */
export const RESERVED_NEWS_SLUGS: readonly string[] = ['page', 'tags', 'rss', 'atom', 'feed', 'index']

/** Lowercase words of a-z and 0-9 joined by single dashes: the file names of entries (the editor makes the same). */
export const SLUG_WORDS = '[a-z0-9]+(?:-[a-z0-9]+)*'

/**
 * A content file's name without `.mdx` (an article page's or news post's is also its address): lowercase words of
 * a-z and 0-9 joined by single dashes, at most LIMITS.slug characters.
 */
export const ARTICLE_SLUG = new RegExp(`^(?=.{1,${LIMITS.slug}}$)${SLUG_WORDS}$`)

/**
 * Names no article may take, because the site already answers at `/<name>`: the other pages (and `index`, the
 * home page's file), the folders of assets and images, every locale prefix, and the files the build writes at the
 * root (404.html, sitemap.xml, robots.txt, the icons and the manifest). CAREFUL HERE: a new route, a new folder in
 * public/ or a new file written at the root of dist/client belongs in this list.
 */
export const RESERVED_SLUGS: readonly string[] = [
  ...PAGE_IDS,
  'index',
  'article',
  'news',
  // The editor (scripts/admin/writeAdmin.ts), written after the pages.
  'admin',
  '404',
  'assets',
  'og',
  'sitemap',
  'robots',
  'favicon',
  'apple-touch-icon',
  'icon-192',
  'icon-512',
  'icon-maskable-512',
  'site',
  'manifest',
  'server',
  'client',
  'search',
  'search-index',
  'tokenlist',
  ...LOCALE_PREFIXES,
]

export type { FooterColumn } from './footerSlugs.ts'

/**
 * The collections and how their files are checked across a folder.
 * - list: any number of files, sorted by `sortBy`, which must be unique (and 1..n without gap when `consecutive`).
 * - fixed: exactly the files named in `ids`.
 * - pages: the files named in `ids` (pageSchema), and any other file is an article page (articleSchema).
 * - news: any number of posts (newsSchema), each published at /news/<slug> from its `date` on.
 */
export const COLLECTIONS = {
  faq: { kind: 'list', schema: faqSchema, sortBy: 'order', consecutive: false },
  steps: { kind: 'list', schema: stepSchema, sortBy: 'number', consecutive: true },
  features: { kind: 'list', schema: featureSchema, sortBy: 'order', consecutive: false },
  tokens: { kind: 'list', schema: tokenSchema, sortBy: 'order', consecutive: false },
  sections: { kind: 'fixed', schema: sectionSchema, ids: SECTION_IDS },
  pages: { kind: 'pages', schema: pageSchema, ids: PAGE_IDS, articleSchema },
  news: { kind: 'news', schema: newsSchema },
} as const

export type CollectionName = keyof typeof COLLECTIONS

/** The schema a file is checked against: an article's for any file of pages/ that is not one of PAGE_IDS. */
export function schemaOf(collection: CollectionName, id: string): z.ZodObject {
  const definition = COLLECTIONS[collection]
  return definition.kind === 'pages' && !isFixedPage(id) ? definition.articleSchema : definition.schema
}

export function isFixedPage(id: string): id is PageId {
  return (PAGE_IDS as readonly string[]).includes(id)
}
export type FaqFrontmatter = z.infer<typeof faqSchema>
export type StepFrontmatter = z.infer<typeof stepSchema>
export type FeatureFrontmatter = z.infer<typeof featureSchema>
export type TokenFrontmatter = z.infer<typeof tokenSchema>
export type SectionFrontmatter = z.infer<typeof sectionSchema>
export type PageFrontmatter = z.infer<typeof pageSchema>
export type ArticleFrontmatter = z.infer<typeof articleSchema>
export type NewsFrontmatter = z.infer<typeof newsSchema>
export type FeatureIconName = (typeof FEATURE_ICONS)[number]
export type SectionId = (typeof SECTION_IDS)[number]
export type PageId = (typeof PAGE_IDS)[number]

/**
 * Translated files (every locale but English) may also carry `source_hash`: the hash of the English file the
 * translation was made from. When the English file changes, the translation is reported as out of date until it
 * is updated and re-stamped with `npm run i18n:stamp <file>`. English files never carry it.
 */
export const sourceHashSchema = z
  .string()
  .regex(/^[0-9a-f]{12}$/, 'must be the 12-character hash that `npm run i18n:stamp` writes')

/**
 * Any content file may carry `figures_not_constants`: figures in its English text that equal a constant's value but
 * are not that constant, e.g. `figures_not_constants: ["24 hours", "20%"]` for "support answers within 24 hours".
 * `npm run content` then neither refuses nor notes them (see scripts/content/constantFigures.ts). Use it only when
 * the figure must not change with content/constants.yaml; a business figure is written <Constant name="…" />.
 */
export const figuresNotConstantsSchema = z
  .array(z.string().trim().min(1, 'must not be empty'))
  .max(50, 'must list at most 50 figures')

/** A list collection a page shows the first `first` entries of, by the collection's order. */
export interface FirstEntries {
  collection: 'faq' | 'steps' | 'features' | 'tokens'
  first: number
}

/**
 * What each page shows, as `collection/id` (one file), `collection` (all its files) or the first entries of a
 * collection. A page showing English content in a locale is marked "partly English" in the language menu, and each
 * English entry on it `lang="en"` with the "Not yet translated" marker; it stays indexed. Only a page whose main
 * content (PAGE_MAIN_CONTENT) is in English is kept out of search engines and the sitemap.
 * CAREFUL HERE: a page depends only on what it shows; name a collection whole only where the page shows all of it,
 * or a new entry it does not show marks it partly English.
 */
export const PAGE_CONTENT: Record<PageId, readonly (string | FirstEntries)[]> = {
  home: [
    'pages/home',
    'sections/features',
    'sections/steps',
    'sections/token-economy',
    'sections/faq',
    'sections/cta',
    'features',
    'steps',
    'tokens',
    { collection: 'faq', first: HOME_FAQ_COUNT },
  ],
  faq: ['pages/faq', 'sections/cta', 'faq'],
  'how-it-works': [
    'pages/how-it-works',
    'sections/step-by-step',
    'sections/lifecycle',
    'sections/token-economy',
    'sections/cta',
    'steps',
    'tokens',
  ],
  official: ['pages/official', 'sections/official-rules'],
}

/**
 * A fixed page's main content: its own file (title, description, heading, introduction). When it is shown in English,
 * the page is not in its language, so it is `noindex` and left out of the sitemap and the hreflang alternates, as an
 * article page shown in English is.
 */
export const PAGE_MAIN_CONTENT = (page: PageId) => `pages/${page}`

/**
 * Components a body may use, each with the attributes it accepts. An attribute is a literal string checked by
 * `npm run content`: `constant` names a key of CONSTANTS, `link` a key of LINKS (content/constants.yaml), and a list
 * gives the allowed values. `children` says whether the component wraps text.
 */
export const MDX_COMPONENTS = {
  /** `<Constant name="presaleGateUsd" />`: a figure from content/constants.yaml, formatted for the page's locale;
   * `form="adjective"` writes it the way it reads before a noun ("a 24-hour timer"); `form="article"` with the
   * definite article where the language's depends on the figure (Italian "l’1%", "il 5%"). */
  Constant: { attributes: { name: 'constant', form: ['adjective', 'article'] }, required: ['name'], children: false },
  /** `<ExternalLink name="solana">Solana</ExternalLink>`: a link from LINKS in content/constants.yaml. */
  ExternalLink: { attributes: { name: 'link' }, required: ['name'], children: true },
  /** `<Brand />`: the product name. */
  Brand: { attributes: {}, required: [], children: false },
  /** `<ContractAddress />`: the token contract address with a copy button, or "to be announced". */
  ContractAddress: { attributes: {}, required: [], children: false },
} as const

/**
 * A content body as the site stores it: the MDX file compiled once by `npm run content` into a tree of these node
 * types and nothing else, rendered by src/components/ContentBody.tsx. It is data: no node can hold code or markup.
 */
export type BodyNode =
  | { type: 'text'; value: string }
  | Parent<'paragraph'>
  | Parent<'emphasis'>
  | Parent<'strong'>
  | Parent<'delete'>
  | Parent<'blockquote'>
  | Parent<'listItem'>
  /**
   * `id`: article pages only, a stable anchor made from the heading's text by `npm run content`, unique on the page.
   */
  | { type: 'heading'; depth: 1 | 2 | 3 | 4 | 5 | 6; id?: string; children: BodyNode[] }
  | { type: 'inlineCode'; value: string }
  /** `lang` only when it is a plain word such as `ts` (it becomes a class name). */
  | { type: 'code'; value: string; lang?: string }
  /** `tight`: list items show their text without paragraphs, as Markdown renders a list without blank lines. */
  | { type: 'list'; ordered: boolean; start?: number; tight: boolean; children: BodyNode[] }
  /** `href` is https:, mailto:, a site path (`/faq`, localized when rendered) or an `#anchor`. */
  | { type: 'link'; href: string; title?: string; children: BodyNode[] }
  /** A GFM table: its first row is the head. */
  | Parent<'table'>
  | Parent<'tableRow'>
  | { type: 'tableCell'; header: boolean; align?: 'left' | 'right' | 'center'; children: BodyNode[] }
  | { type: 'thematicBreak' }
  | { type: 'break' }
  | { type: 'Constant'; name: ConstantName; form?: 'adjective' | 'article' }
  | { type: 'ExternalLink'; name: LinkName; children: BodyNode[] }
  | { type: 'Brand' }
  | { type: 'ContractAddress' }
  /**
   * `![alt](name.png "caption")`, alone in its paragraph, in an article page: a picture from content/images/ (the
   * locale's `name.<locale>.png` where there is one). `alt` is the translated description; `caption`, the title in
   * quotes, becomes a <figcaption>; `asset` is what the page needs to show it without a layout shift.
   */
  | { type: 'image'; file: string; alt: string; caption?: string; asset: ImageAsset }

/** The image types the site publishes, best first: a browser takes the first <source> it can show. */
export type ImageType = 'image/avif' | 'image/webp' | 'image/png' | 'image/jpeg'

/** The renditions of one image file, planned by `npm run content` and written under /assets/images/ by the build. */
export interface ImageAsset {
  /** Size of the largest rendition, in pixels: the <img>'s width and height, so the page reserves its box. */
  width: number
  height: number
  /** The largest rendition in the fallback format (the source's own): the <img>'s src, and the JSON-LD image. */
  src: string
  /** The fallback format's renditions, `url 800w, …`: the <img>'s srcset. */
  srcset: string
  /** The fallback's type. */
  type: ImageType
  /** Modern formats first (AVIF, then WebP unless the fallback is WebP), each a <source> with its srcset. */
  sources: { type: ImageType; srcset: string }[]
}

interface Parent<Type extends string> {
  type: Type
  children: BodyNode[]
}
