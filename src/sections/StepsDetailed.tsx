import { ContentBody } from '../components/ContentBody'
import { StepList } from './StepList'
import styles from './StepsDetailed.module.css'

/** The numbered steps of "How It Works" on /how-it-works: each with its full description, number beside it. */
export function StepsDetailed() {
  return (
    <StepList
      content="step-by-step"
      classes={styles}
      text={(step, className) => <ContentBody body={step.body} className={className} fallback={step.fallback} />}
    />
  )
}
