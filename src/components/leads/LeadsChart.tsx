import { BarChart } from 'echarts/charts'
import { GridComponent, LegendComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import type { LeadsDashboard } from '@/lib/leads/dashboard/aggregates'
import { formColour, formLabel, weekLabel } from './formLabels'

echarts.use([BarChart, GridComponent, LegendComponent, SVGRenderer])

const WIDTH = 720
const HEIGHT = 340

/**
 * The SVG of leads per week, one stacked bar per week and a colour per form. ECharts draws it
 * on the server (its SSR mode), so the panel's browser gets a picture and none of the library.
 */
function chartSvg({ forms, weeks }: Pick<LeadsDashboard, 'forms' | 'weeks'>): string {
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: WIDTH,
    height: HEIGHT,
  })
  try {
    chart.setOption({
      animation: false,
      grid: { left: 48, right: 16, top: 16, bottom: 72 },
      legend: { bottom: 0, itemGap: 16 },
      xAxis: {
        type: 'category',
        data: weeks.map((week) => weekLabel(week.week)),
        axisTick: { alignWithLabel: true },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: forms.map((form) => ({
        name: formLabel(form),
        type: 'bar',
        stack: 'leads',
        color: formColour(form, forms),
        data: weeks.map((week) => week.counts[form]),
      })),
    })
    return chart.renderToSVGString()
  } finally {
    chart.dispose()
  }
}

/** The chart; the table beside it holds the same numbers for screen readers and for reading off. */
export function LeadsChart({ dashboard }: { dashboard: LeadsDashboard }) {
  return (
    <figure className="leads-chart">
      <div
        role="img"
        aria-label="Chart of leads per week by form, as stacked bars; the table beside it has the same numbers"
        // Drawn by ECharts from our own labels and numbers; it escapes the text it writes.
        dangerouslySetInnerHTML={{ __html: chartSvg(dashboard) }}
      />
    </figure>
  )
}
