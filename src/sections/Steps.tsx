import { StepList } from './StepList'
import styles from './Steps.module.css'

/** The numbered steps of "How It Works" on the home page: a grid of one-line summaries. */
export function Steps() {
  return (
    <StepList
      content="steps"
      classes={{ list: styles.list }}
      text={(step, className) => <p className={className}>{step.summary}</p>}
    />
  )
}
