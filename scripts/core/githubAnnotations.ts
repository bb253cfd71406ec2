/**
 * GitHub Actions workflow commands (`::error file=…,line=…::message`), printed beside the plain output in a workflow.
 * https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions
 * CAREFUL HERE: GitHub keeps at most 10 error and 10 warning annotations per step; the plain output has them all.
 */
import type { Problem } from './problems.ts'

export type AnnotationLevel = 'error' | 'warning' | 'notice'

export interface Annotation {
  level: AnnotationLevel
  message: string
  file?: string
  line?: number
  title?: string
}

/** Whether the process runs in a GitHub Actions job. */
export function inGitHubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true'
}

/** A command's message: `%`, CR and LF would end or corrupt the command, so they are percent-encoded. */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

/** A property value: as a message, and `:` and `,` too, which would end the value. */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')
}

export function formatAnnotation({ level, message, file, line, title }: Annotation): string {
  const properties = [
    ...(file !== undefined ? [`file=${escapeProperty(file)}`] : []),
    ...(line !== undefined ? [`line=${line}`] : []),
    ...(title !== undefined ? [`title=${escapeProperty(title)}`] : []),
  ]
  return `::${level}${properties.length > 0 ? ` ${properties.join(',')}` : ''}::${escapeData(message)}`
}

/** A content problem as an annotation on its file and line, titled by its field. */
export function problemAnnotation(level: AnnotationLevel, { file, line, field, message, fix }: Problem): string {
  return formatAnnotation({ level, file, line, title: field, message: `${message} — ${fix}` })
}
