import type { Page } from '@/payload-types'
import { banner, hero, link, secondary, type PageSeed } from '../blocks'

type LayoutBlock = Page['layout'][number]

const trustDocuments = (
  data: Omit<Extract<LayoutBlock, { blockType: 'trustDocuments' }>, 'blockType'>,
): LayoutBlock => ({ blockType: 'trustDocuments', ...data })
const subProcessorList = (
  data: Omit<Extract<LayoutBlock, { blockType: 'subProcessorList' }>, 'blockType'>,
): LayoutBlock => ({ blockType: 'subProcessorList', ...data })
const trustContact = (
  data: Omit<Extract<LayoutBlock, { blockType: 'trustContact' }>, 'blockType'>,
): LayoutBlock => ({ blockType: 'trustContact', ...data })

/** The trust centre: what procurement officers ask for, in one place. */
export const trustPage: PageSeed = {
  title: 'Trust centre',
  path: 'trust',
  meta: {
    description:
      'Security, privacy and accessibility documents for ministries and schools: download them, or request the confidential ones.',
  },
  layout: [
    hero({
      eyebrow: 'Trust centre',
      heading: 'Security and compliance for public-sector buyers',
      text: 'Everything a ministry or school needs to evaluate the platform: our security overview and accessibility statement to download, our data processing agreement and test reports on request, and who processes data for us.',
      links: [secondary('Contact us', '/contact')],
    }),
    trustDocuments({
      heading: 'Documents',
      intro:
        'Public documents download at once. Confidential ones are shared with evaluators after a short review: request access and we usually answer within two working days.',
    }),
    subProcessorList({
      heading: 'Sub-processors',
      intro: 'The companies that process customer data on our behalf.',
      showSubscribe: false,
    }),
    banner({
      style: 'info',
      heading: 'Follow changes to our sub-processors',
      text: 'We announce every new sub-processor before it starts. Get the list’s updates by email or RSS.',
      links: [link('Sub-processors and updates', '/trust/sub-processors')],
    }),
    trustContact({
      heading: 'Status and security contact',
      intro: 'Live status of the platform, and where to report a security issue.',
    }),
  ],
}

/** The sub-processor list on its own, with the email updates and the RSS feed. */
export const subProcessorsPage: PageSeed = {
  title: 'Sub-processors',
  path: 'trust/sub-processors',
  meta: {
    description:
      'The companies that process customer data for the platform, where, and since when. Follow changes by email or RSS.',
  },
  layout: [
    hero({
      eyebrow: 'Trust centre',
      heading: 'Sub-processors',
      text: 'The companies that process customer data for the platform, what for, where, and since when. We announce every change before it takes effect.',
      links: [secondary('Back to the trust centre', '/trust')],
    }),
    subProcessorList({
      heading: 'Current sub-processors',
      showSubscribe: true,
    }),
  ],
}
