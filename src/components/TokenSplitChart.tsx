import { useLingui } from '@lingui/react/macro'
import { CONSTANTS, TOKEN_SPLIT } from '../content/constants'
import { formatConstant } from '../format/formatConstant'
import { figureLabelSpace, formatList, labelledFigure } from '../i18n/formatList'
import { useLocale } from '../content/useLocaleBundle'
import styles from './TokenSplitChart.module.css'

const COLORS = ['#9945ff', '#14f195', '#43b4ca'] as const
const RADIUS = 15.915 // circumference 100, so a percentage is a dash length

/**
 * The token split as a donut chart. Screen readers get the figures twice over: the chart's text alternative
 * and the legend beside it, both from the constants.
 */
export function TokenSplitChart() {
  const { t } = useLingui()
  const locale = useLocale()
  const labels = {
    watchToEarnPercent: t`Watch-to-earn rewards`,
    presalePercent: t`Presale`,
    liquidityPoolPercent: t`Liquidity pool`,
  } satisfies Record<(typeof TOKEN_SPLIT)[number], string>
  const parts = TOKEN_SPLIT.map((name, index) => ({
    name,
    label: labels[name],
    value: CONSTANTS[name].value,
    formatted: formatConstant(name, locale),
    color: COLORS[index % COLORS.length],
    offset: TOKEN_SPLIT.slice(0, index).reduce((sum, previous) => sum + CONSTANTS[previous].value, 0),
  }))
  const description = formatList(
    parts.map(part => labelledFigure(part.formatted, part.label, locale)),
    locale,
  )

  return (
    <figure className={styles.chart}>
      <svg
        viewBox="0 0 42 42"
        width="220"
        height="220"
        role="img"
        aria-label={t`Token split: ${description}`}
        className={styles.donut}
      >
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="rgb(255 255 255 / 0.06)" strokeWidth="6" />
        {parts.map(part => (
          <circle
            key={part.name}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={part.color}
            strokeWidth="6"
            strokeDasharray={`${part.value - 0.6} ${100 - part.value + 0.6}`}
            strokeDashoffset={25 - part.offset}
          />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        <ul>
          {parts.map(part => (
            <li key={part.name}>
              {/* An SVG fill rather than a style attribute: the Content-Security-Policy allows no inline styles. */}
              <svg
                className={styles.swatch}
                viewBox="0 0 14 14"
                width="14"
                height="14"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="14" height="14" rx="4" fill={part.color} />
              </svg>
              <strong>{part.formatted}</strong>
              {figureLabelSpace(part.formatted, part.label, locale)}
              {part.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
