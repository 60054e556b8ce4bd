import type { PageSeed } from '../blocks'
import { caseStudiesSeed } from '../es/collections/caseStudies'
import { demoVideosSeed } from '../es/collections/demoVideos'
import { faqsSeed } from '../es/collections/faqs'
import { jobsSeed } from '../es/collections/jobs'
import { pricingTiersSeed } from '../es/collections/pricingTiers'
import { careersPage } from '../es/pages/careers'
import { companyPage } from '../es/pages/company'
import { customersPage } from '../es/pages/customers'
import { donafiPage } from '../es/pages/donafi'
import { contactPage, demoPage, loginPage, quotePage, recoverySupportPage } from '../es/pages/formPages'
import { homePage } from '../es/pages/home'
import { platformAiPage, platformGovernmentsPage, platformPage, platformSchoolsPage, platformStudentsParentsPage } from '../es/pages/platform'
import { dataProtectionPage, privacyPage, termsPage } from '../es/pages/policies'
import { pricingPage } from '../es/pages/pricing'
import { caseStudiesPage, demosPage, faqsPage, resourcesPage } from '../es/pages/resources'
import {
  governmentsSolutionPage,
  parentsStudentsSolutionPage,
  schoolLeadersSolutionPage,
  solutionsPage,
  teachersSolutionPage,
} from '../es/pages/solutions'
import { siteSettingsSeed } from '../es/siteSettings'

/**
 * The Spanish seed (written by translators under seed/es/, in the English seed's shape). A page
 * left out here stays English under /es and is marked noindex until someone translates it.
 */
export const spanish = {
  siteSettings: siteSettingsSeed,
  pricingTiers: pricingTiersSeed,
  faqs: faqsSeed,
  jobs: jobsSeed,
  demoVideos: demoVideosSeed,
  caseStudies: caseStudiesSeed,
  pages: [
    homePage,
    solutionsPage,
    governmentsSolutionPage,
    schoolLeadersSolutionPage,
    teachersSolutionPage,
    parentsStudentsSolutionPage,
    platformPage,
    platformSchoolsPage,
    platformGovernmentsPage,
    platformStudentsParentsPage,
    platformAiPage,
    donafiPage,
    customersPage,
    resourcesPage,
    demosPage,
    caseStudiesPage,
    faqsPage,
    companyPage,
    careersPage,
    pricingPage,
    privacyPage,
    termsPage,
    dataProtectionPage,
    contactPage,
    demoPage,
    quotePage,
    recoverySupportPage,
    loginPage,
  ] satisfies PageSeed[],
}
