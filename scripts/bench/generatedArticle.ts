/** The articles and news posts bench:build generates: deterministic text, so that every run builds the same site. */

const WORDS = (
  'creator coin viewer earns watching short video wallet token supply reward pool community vote launch ' +
  'stake liquidity fee holder season clip channel feed moderation audit schedule vesting treasury rule network ' +
  'solana account transfer balance daily limit fair share growth audience trust signal quality review'
).split(' ')

/** A deterministic stream of words, so every run builds the same site. */
function wordStream(seed: number) {
  let state = (seed * 2654435761) % 4294967296
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return WORDS[state % WORDS.length]!
  }
}

function sentence(next: () => string, length: number): string {
  const words = Array.from({ length }, next)
  return `${words[0]![0]!.toUpperCase()}${words.join(' ').slice(1)}.`
}

/** About 600 words: an introduction, five sections of two paragraphs, and a table in the third. */
export function generatedArticle(index: number): string {
  const next = wordStream(index + 1)
  const paragraph = () => Array.from({ length: 5 }, () => sentence(next, 11)).join(' ')
  const sections = Array.from({ length: 5 }, (_, section) =>
    [
      `## ${sentence(next, 4).slice(0, -1)} ${section + 1}`,
      paragraph(),
      ...(section === 2
        ? [
            '| Item | Share | Note |',
            '| --- | --- | --- |',
            ...Array.from(
              { length: 4 },
              (_, row) => `| ${next()} ${row + 1} | ${(row + 1) * 5} | ${sentence(next, 5)} |`,
            ),
          ]
        : []),
      paragraph(),
    ].join('\n\n'),
  )
  return [
    '---',
    `title: Generated article ${index} — {brand}`,
    `description: ${sentence(next, 14)}`,
    `heading: Generated article ${index}`,
    'updated: 2026-01-15',
    '---',
    paragraph(),
    '',
    ...sections.map(section => `${section}\n`),
  ].join('\n')
}

/** About 300 words in two sections, one post a day from 2025-01-01 backwards, tags cycling through NEWS_TAGS. */
export function generatedNewsPost(index: number): string {
  const next = wordStream(10_000 + index)
  const paragraph = () => Array.from({ length: 5 }, () => sentence(next, 11)).join(' ')
  const date = new Date(Date.UTC(2025, 0, 1) - index * 86_400_000).toISOString().slice(0, 10)
  return [
    '---',
    `title: Generated post ${index}`,
    `description: ${sentence(next, 14)}`,
    `date: ${date}`,
    `tags: [${index % 2 === 0 ? 'announcement' : 'product'}${index % 5 === 0 ? ', security' : ''}]`,
    '---',
    paragraph(),
    '',
    ...[1, 2].map(section => `## ${sentence(next, 4).slice(0, -1)} ${section}\n\n${paragraph()}\n`),
  ].join('\n')
}
