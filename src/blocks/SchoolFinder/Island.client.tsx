'use client'

import dynamic from 'next/dynamic'

// Only /login shows the finder: a dynamic import from a client module keeps its code off the
// other pages of the catch-all route (a server component's import would put it on all of them).
export const SchoolFinderIsland = dynamic(() =>
  import('./Component.client').then((module) => module.SchoolFinder),
)
