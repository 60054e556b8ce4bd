import { caseStudiesWords } from './es/collections/caseStudies'
import { demoVideosWords } from './es/collections/demoVideos'
import { faqsWords } from './es/collections/faqs'
import { jobsWords } from './es/collections/jobs'
import { pricingTiersWords } from './es/collections/pricingTiers'
import { commonWords } from './es/common'
import { careersWords } from './es/pages/careers'
import { companyWords } from './es/pages/company'
import { customersWords } from './es/pages/customers'
import { donafiWords } from './es/pages/donafi'
import { formPagesWords } from './es/pages/formPages'
import { homeWords } from './es/pages/home'
import { platformWords } from './es/pages/platform'
import { policiesWords } from './es/pages/policies'
import { pricingWords } from './es/pages/pricing'
import { resourcesWords } from './es/pages/resources'
import { solutionsWords } from './es/pages/solutions'
import { trustWords } from './es/pages/trust'
import { siteSettingsWords } from './es/siteSettings'
import type { Words } from './words'

const withCommon = (words: Words): Words => ({ ...commonWords, ...words })

/**
 * The Spanish seed: translators' words under seed/translations/es/, keyed by the English text of the English
 * seed, which alone holds the structure. A page left out here stays English under /es and is
 * marked noindex until someone translates it.
 */
export const spanish = {
  siteSettings: withCommon(siteSettingsWords),
  pricingTiers: withCommon(pricingTiersWords),
  faqs: withCommon(faqsWords),
  jobs: withCommon(jobsWords),
  demoVideos: withCommon(demoVideosWords),
  caseStudies: withCommon(caseStudiesWords),
  /** By page path. */
  pages: new Map(
    Object.entries({
      ...homeWords,
      ...solutionsWords,
      ...platformWords,
      ...donafiWords,
      ...customersWords,
      ...resourcesWords,
      ...companyWords,
      ...careersWords,
      ...pricingWords,
      ...policiesWords,
      ...formPagesWords,
      ...trustWords,
    }).map(([path, words]) => [path, withCommon(words)]),
  ),
}
