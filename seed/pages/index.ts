import type { PageSeed } from '../blocks'
import { careersPage } from './careers'
import { companyPage } from './company'
import { customersPage } from './customers'
import { donafiPage } from './donafi'
import { contactPage, demoPage, loginPage, quotePage, recoverySupportPage } from './formPages'
import { homePage } from './home'
import {
  platformAiPage,
  platformGovernmentsPage,
  platformPage,
  platformSchoolsPage,
  platformStudentsParentsPage,
} from './platform'
import { dataProtectionPage, privacyPage, termsPage } from './policies'
import { pricingPage } from './pricing'
import { caseStudiesPage, demosPage, faqsPage, resourcesPage } from './resources'
import { subProcessorsPage, trustPage } from './trust'
import {
  governmentsSolutionPage,
  parentsStudentsSolutionPage,
  schoolLeadersSolutionPage,
  solutionsPage,
  teachersSolutionPage,
} from './solutions'

/** Every CMS page of the site's route table. */
export const pagesSeed: PageSeed[] = [
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
  demoPage,
  quotePage,
  contactPage,
  recoverySupportPage,
  loginPage,
  trustPage,
  subProcessorsPage,
]
