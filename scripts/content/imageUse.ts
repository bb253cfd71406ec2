/** How pages use content/images/: the same pictures in every translation, each described anew, and no unused file. */
import fs from 'node:fs'
import path from 'node:path'
import type { BodyNode } from '../../src/content/schema.ts'
import { imagesDirOf, parseImageName, type ImageCatalog } from './imageCatalog.ts'
import { problemIn, type Problem } from '../core/problems.ts'
import type { ContentOptions, ParsedEntry } from './types.ts'

export type ImageNode = Extract<BodyNode, { type: 'image' }>

/** The images of a body, in reading order. */
export function imagesOf(body: BodyNode[]): ImageNode[] {
  return body.flatMap(node => (node.type === 'image' ? [node] : 'children' in node ? imagesOf(node.children) : []))
}

/** Replaces each image's asset (`map` returns the new one), for a locale's own variants. */
export function mapImages(body: BodyNode[], map: (node: ImageNode) => ImageNode): BodyNode[] {
  return body.map(node =>
    node.type === 'image'
      ? map(node)
      : 'children' in node
        ? ({ ...node, children: mapImages(node.children, map) } as BodyNode)
        : node,
  )
}

/** 1-based line of the `occurrence`-th image naming `file`, or 1. */
function lineOfImage(text: string, file: string, occurrence: number): number {
  let index = -1
  for (let seen = 0; seen <= occurrence; seen++) {
    index = text.indexOf(`](${file}`, index + 1)
    if (index === -1) return 1
  }
  return text.slice(0, index).split('\n').length
}

/** The fix for a picture a translation shows and its English does not. */
export const NOT_IN_ENGLISH_FIX =
  'show the images of the English file, in its order: remove this one, or add it to the English file first'

export interface ParityProblem {
  line: number
  message: string
  fix: string
  /**
   * What differs: the pictures themselves (a fact: an out-of-date translation then shows English), a caption the
   * English has and the translation lacks (words an out-of-date translation may trail), or text left in English.
   */
  kind: 'picture' | 'caption' | 'untranslated'
}

/** A translation shows the English file's images, in its order, each with its own alt text and caption. */
export function checkImageParity(source: ParsedEntry, translated: ParsedEntry, locale: string): ParityProblem[] {
  const english = imagesOf(source.body)
  const mine = imagesOf(translated.body)
  const problems: ParityProblem[] = []
  // Looked up only for a problem; past the last image, the last image's line.
  const lineAt = (index: number): number => {
    const node = mine[Math.min(index, mine.length - 1)]
    if (!node) return 1
    const before = mine.slice(0, Math.min(index, mine.length - 1)).filter(other => other.file === node.file).length
    return lineOfImage(translated.text, node.file, before)
  }
  for (let index = 0; index < Math.max(english.length, mine.length); index++) {
    const theirs = english[index]
    const ours = mine[index]
    if (!ours) {
      problems.push({
        line: lineAt(index),
        message: `has ${mine.length} image(s), but ${source.file} has ${english.length}: ${theirs!.file} is missing`,
        fix: `add ![…](${theirs!.file}) where the English file shows it, with alt text in this language`,
        kind: 'picture',
      })
      break
    }
    if (!theirs) {
      problems.push({
        line: lineAt(index),
        message: `shows ${ours.file}, which ${source.file} does not show`,
        fix: NOT_IN_ENGLISH_FIX,
        kind: 'picture',
      })
      break
    }
    if (ours.file !== theirs.file) {
      problems.push({
        line: lineAt(index),
        message: `shows ${ours.file} where ${source.file} shows ${theirs.file}`,
        fix:
          `write ![…](${theirs.file}) here, as in English; a ${locale} variant is picked automatically when ` +
          `content/images/ has one`,
        kind: 'picture',
      })
      continue
    }
    if (ours.alt === theirs.alt) {
      problems.push({
        line: lineAt(index),
        message: `the alt text of ${ours.file} is the same as in ${source.file} ("${ours.alt}")`,
        fix: 'translate it: alt text is what a screen reader says in place of the picture, in the language of the page',
        kind: 'untranslated',
      })
    }
    if (theirs.caption !== undefined && ours.caption === undefined) {
      problems.push({
        line: lineAt(index),
        message: `the image ${ours.file} has no caption, but in ${source.file} it has "${theirs.caption}"`,
        fix: `translate the caption too: ![…](${ours.file} "…")`,
        kind: 'caption',
      })
    } else if (theirs.caption !== undefined && ours.caption === theirs.caption) {
      problems.push({
        line: lineAt(index),
        message: `the caption of ${ours.file} is the same as in ${source.file} ("${ours.caption}")`,
        fix: 'translate it into the language of the page',
        kind: 'untranslated',
      })
    }
  }
  return problems
}

/**
 * Warns of a file no page shows. A picture shown by one of `refusedFiles` (English files that failed their checks) is
 * in use: its problem is reported there.
 */

export function checkImageUse(
  options: ContentOptions,
  englishEntries: ParsedEntry[],
  catalog: ImageCatalog,
  warnings: Problem[],
  refusedFiles: readonly string[] = [],
) {
  const used = new Set(englishEntries.flatMap(entry => imagesOf(entry.body).map(node => node.file)))
  let refusedText: string | undefined
  const inRefusedFile = (file: string) => {
    refusedText ??= refusedFiles
      .map(refused => {
        try {
          return fs.readFileSync(refused, 'utf8')
        } catch {
          return ''
        }
      })
      .join('\n')
    return refusedText.includes(`](${file}`) || refusedText.includes(`](<${file}`)
  }
  for (const file of catalog.images.keys()) {
    const name = parseImageName(file, options.locales)!
    if (name.locale) continue // a variant of a shared picture, which is checked in its own right
    if (!used.has(file) && !inRefusedFile(file)) {
      warnings.push(
        problemIn(
          options.rootDir,
          path.join(imagesDirOf(options), file),
          1,
          'file',
          'is not shown by any page',
          `delete it, or show it in an article page with ![alt text](${file})`,
        ),
      )
    }
  }
}
