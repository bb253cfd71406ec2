/** Frontmatter fields: zod issues as writer-facing messages, and the check of the `{name}` placeholders. */
import type { z } from 'zod'
import { CONSTANT_FORMS, isConstantForm } from '../../src/format/formatNumber.ts'
import type { Report } from '../core/problems.ts'
import { lineOfField } from '../source/frontmatter.ts'
import { PLACEHOLDER } from './placeholders.ts'
import type { Constants } from './types.ts'
import { suspiciousText } from '../text/suspiciousText.ts'
import { EMPHASIS_DELIMITER } from '../text/emphasisDelimiter.ts'

export function fieldList(schema: z.ZodObject): string {
  return Object.keys(schema.shape).join(', ')
}

/** A value as YAML read it: JSON, but Infinity (`1e400`) and NaN (`.nan`) by name rather than JSON's null. */
const shown = (value: unknown) => (typeof value === 'number' ? String(value) : JSON.stringify(value))

/** Reports one zod issue on the line of its field. */
export function reportIssue(issue: z.core.$ZodIssue, text: string, schema: z.ZodObject, report: Report) {
  const field = issue.path.join('.') || 'frontmatter'
  const line = lineOfField(text, String(issue.path[0] ?? ''))
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) {
        report(line, field, 'is missing', `add "${field}: …" (a ${issue.expected}) to the frontmatter`)
      } else {
        // "14" (quoted) is a number in quotes; `one` is a word, which no quotes made.
        const numeric = typeof issue.input === 'string' && issue.input.trim() !== '' && Number.isFinite(+issue.input)
        const quoted = issue.expected === 'number' && numeric ? ' without quotes' : ''
        report(
          line,
          field,
          `must be a ${issue.expected === 'int' ? 'whole number' : issue.expected}, not ${shown(issue.input)}`,
          `write a ${issue.expected === 'int' ? 'whole number' : issue.expected}${quoted}`,
        )
      }
      return
    case 'unrecognized_keys':
      for (const key of issue.keys) {
        report(
          lineOfField(text, key),
          key,
          'is not a field of this collection',
          `remove it, or use one of: ${fieldList(schema)}`,
        )
      }
      return
    case 'invalid_value':
      report(
        line,
        field,
        `${JSON.stringify(issue.input)} is not allowed`,
        `use one of: ${issue.values.map(String).join(', ')}`,
      )
      return
    default:
      report(line, field, issue.message, 'correct the value')
  }
}

/** Every `{name}` in a text field names the brand or a constant, and no text field hides anything. */

export function checkPlaceholders(data: Record<string, unknown>, text: string, constants: Constants, report: Report) {
  for (const [field, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue
    const suspicious = suspiciousText(value)
    if (suspicious) report(lineOfField(text, field), field, suspicious.problem, suspicious.fix)
    const delimiter = EMPHASIS_DELIMITER.exec(value)?.[0]
    if (delimiter) {
      report(
        lineOfField(text, field),
        field,
        `shows ${delimiter} as written: frontmatter is plain text, not Markdown`,
        `remove the ${delimiter} marks (emphasis belongs in the body)`,
      )
    }
    for (const [, name, form] of value.matchAll(PLACEHOLDER)) {
      if (name !== 'brand' && !Object.hasOwn(constants.CONSTANTS, name!)) {
        report(
          lineOfField(text, field),
          field,
          `{${name}} is not a known constant`,
          `use {brand} or one of: ${Object.keys(constants.CONSTANTS)
            .map(key => `{${key}}`)
            .join(', ')}`,
        )
      } else if (form !== undefined && (name === 'brand' || !isConstantForm(form))) {
        report(
          lineOfField(text, field),
          field,
          `{${name}:${form}}: "${form}" is not a form of a figure`,
          `write {${name}}` +
            (name === 'brand' ? '' : ` or one of: ${CONSTANT_FORMS.map(known => `{${name}:${known}}`).join(', ')}`),
        )
      }
    }
  }
}
