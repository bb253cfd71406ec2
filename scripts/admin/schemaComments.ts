/**
 * The comments of src/content/schema.ts, read at build time: each field's JSDoc comment is what writers read when
 * a validation message points at it, and the editor at /admin/ shows the same words as the field's hint. They are
 * read from the source (TypeScript's parser) rather than copied into `.describe()`, so that the comment stays the
 * one place a field is explained.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { ROOT_DIR } from '../core/rootDir.ts'

export const SCHEMA_FILE = path.join(ROOT_DIR, 'src/content/schema.ts')

/** Schema variable → field → its comment, with an `.extend()`'s base fields included (articleSchema has pageSchema's). */
export type SchemaComments = Map<string, Map<string, string>>

export function readSchemaComments(file = SCHEMA_FILE): SchemaComments {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const own = new Map<string, { base?: string; fields: Map<string, string> }>()
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (
        !ts.isIdentifier(declaration.name) ||
        !declaration.initializer ||
        !ts.isCallExpression(declaration.initializer)
      )
        continue
      const call = declaration.initializer
      const literal = call.arguments.find(ts.isObjectLiteralExpression)
      if (!literal) continue
      const callee = call.expression
      const base =
        ts.isPropertyAccessExpression(callee) && callee.name.text === 'extend' && ts.isIdentifier(callee.expression)
          ? callee.expression.text
          : undefined
      own.set(declaration.name.text, { base, fields: fieldComments(literal) })
    }
  }
  const resolved: SchemaComments = new Map()
  const resolve = (name: string, seen = new Set<string>()): Map<string, string> => {
    const entry = own.get(name)
    if (!entry || seen.has(name)) return new Map()
    seen.add(name)
    return new Map([...(entry.base ? resolve(entry.base, seen) : []), ...entry.fields])
  }
  for (const name of own.keys()) resolved.set(name, resolve(name))
  return resolved
}

/** The JSDoc comment of each property of an object literal, as one line of text. */
function fieldComments(literal: ts.ObjectLiteralExpression): Map<string, string> {
  const comments = new Map<string, string>()
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      continue
    const text = ts
      .getJSDocCommentsAndTags(property)
      .filter(ts.isJSDoc)
      .map(doc => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (text) comments.set(property.name.text, text)
  }
  return comments
}

/** The name of the variable each collection's schema is declared as (COLLECTIONS in src/content/schema.ts). */
export function collectionSchemaNames(file = SCHEMA_FILE): Map<string, { schema?: string; articleSchema?: string }> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const names = new Map<string, { schema?: string; articleSchema?: string }>()
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'COLLECTIONS') {
      let literal = node.initializer
      while (literal && (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal))) literal = literal.expression
      if (literal && ts.isObjectLiteralExpression(literal)) {
        for (const collection of literal.properties) {
          if (
            !ts.isPropertyAssignment(collection) ||
            !ts.isIdentifier(collection.name) ||
            !ts.isObjectLiteralExpression(collection.initializer)
          )
            continue
          const entry: { schema?: string; articleSchema?: string } = {}
          for (const option of collection.initializer.properties) {
            if (
              ts.isPropertyAssignment(option) &&
              ts.isIdentifier(option.name) &&
              ts.isIdentifier(option.initializer)
            ) {
              if (option.name.text === 'schema') entry.schema = option.initializer.text
              if (option.name.text === 'articleSchema') entry.articleSchema = option.initializer.text
            } else if (ts.isShorthandPropertyAssignment(option) && option.name.text === 'articleSchema') {
              entry.articleSchema = 'articleSchema'
            }
          }
          names.set(collection.name.text, entry)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return names
}
