import { FaqListBlock } from '@/blocks/FaqList/Component'
import { PricingTableBlock } from '@/blocks/PricingTable/Component'
import { RenderBlocks, type BlockComponents } from '@/blocks/RenderBlocks'
import { getFaqs, getPricingTiers } from '@/data/content'
import { withEdited, type EditedInList } from '@/lib/livePreview/inList'
import type { Page } from '@/payload-types'

/** The block that lists the edited document, given the list with it in. */
async function componentsShowing(edited: EditedInList): Promise<Partial<BlockComponents>> {
  if (edited.collection === 'pricing-tiers') {
    const tiers = withEdited(await getPricingTiers(), edited.doc)
    return { pricingTable: (block) => <PricingTableBlock {...block} tiers={tiers} /> }
  }
  const faqs = withEdited(await getFaqs(), edited.doc)
  return { faqList: (block) => <FaqListBlock {...block} faqs={faqs} /> }
}

/** A page (/pricing, /faqs) as it will read once the edited tier or FAQ is published. */
export async function PageWithEdited({ page, edited }: { page: Page; edited: EditedInList }) {
  return <RenderBlocks blocks={page.layout} components={await componentsShowing(edited)} />
}
