'use client'

import dynamic from 'next/dynamic'

// Only pages listing a WhatsApp line show these: a dynamic import from a client module keeps
// their code off every other page of the catch-all route.
export const ChatLinkIsland = dynamic(() =>
  import('./ChatLink.client').then((module) => module.ChatLink),
)
export const OpenNowIsland = dynamic(() =>
  import('./ChatLink.client').then((module) => module.OpenNow),
)
