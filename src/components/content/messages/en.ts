/** Words the page components write themselves (not from the CMS), in English. */
export const en = {
  caseStudy: {
    back: 'Back to Case Studies',
    quickStats: 'Quick stats',
    nextSteps: 'Next steps',
    closing: 'See what the platform can do for your schools',
    requestDemo: 'Request a Demo',
    viewPricing: 'View Pricing',
    readStory: 'Read the story',
    downloadPdf: 'Download PDF',
    /** A case study card's list of highlights; `{title}` is replaced. */
    highlightsOf: 'Highlights of {title}',
  },
  job: {
    back: 'Back to Careers',
    apply: 'Apply for this Position',
    department: 'Department',
    location: 'Location',
    type: 'Type',
    purpose: 'Role Purpose',
    responsibilities: 'Key Responsibilities',
    qualifications: 'Qualifications and Experience',
    competencies: 'Key Competencies',
    closing: 'Ready to help schools across our markets?',
    notFoundTitle: 'Job Not Found',
    notFoundText: "The position you're looking for doesn't exist or has been filled.",
    details: 'Position details',
    types: {
      'Full-time': 'Full-time',
      'Part-time': 'Part-time',
      Contract: 'Contract',
      Internship: 'Internship',
    },
  },
  faq: {
    label: 'Frequently asked questions',
    /** The headings of the FAQ list, by category (collections/Faqs.ts). */
    categories: {
      'getting-started': 'Getting Started',
      features: 'Features and Functionality',
      security: 'Security and Privacy',
      'pricing-support': 'Pricing and Support',
    },
  },
  video: { play: 'Play video: {title}' },
  blog: {
    title: 'Blog',
    description: 'News, product updates and stories from the schools and ministries we work with.',
    /** The RSS feed's name; `{brand}` is replaced. */
    feedTitle: 'The {brand} blog',
    allPosts: 'All Posts',
    categories: 'Blog categories',
    noPosts: 'No posts found.',
    postNotFound: 'Post Not Found',
    postNotFoundText: "Sorry, the blog post you're looking for doesn't exist.",
    backToResources: 'Back to Resources',
    pages: 'Blog pages',
    previous: 'Previous',
    next: 'Next',
    /** `{page}` and `{total}` are replaced. */
    pageOf: 'Page {page} of {total}',
    loadingPosts: 'Loading posts',
    loadingPost: 'Loading post',
    postCategories: 'Categories',
    tags: 'Tags',
  },
  draftLink: {
    banner: 'Draft preview – not published',
    expiredTitle: 'This preview link has expired',
    expiredText: 'Ask the person who sent it for a new link.',
    home: 'Go to the home page',
  },
  whatsApp: {
    /** The WhatsApp block's heading when the page gives none. */
    heading: 'Chat with us on WhatsApp',
    /** Above the lines on the demo form's thank-you. */
    afterDemo: 'Prefer to chat? Message us on WhatsApp',
    link: 'Chat on WhatsApp',
    /** The link's accessible name; `{line}` is the country, and who answers when given. */
    linkName: 'Chat on WhatsApp: {line} (opens WhatsApp)',
    /** Above a line's hours; `{country}` is replaced. */
    hoursIn: 'Opening hours, {country} time',
    open: 'Open now',
    closed: 'Closed now',
    /** The chat's first words when Site settings give none. */
    greeting: 'Hello! I found you on your website and would like to know more.',
    /** After the prefilled message; `{ref}` is the reference (WA-7K2M) that ties the chat to the site. */
    reference: '(ref {ref})',
    /** The days of a line's hours (Site settings › WhatsApp). */
    days: {
      monday: 'Monday',
      tuesday: 'Tuesday',
      wednesday: 'Wednesday',
      thursday: 'Thursday',
      friday: 'Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
    },
  },
  search: {
    title: 'Search',
    description: 'Search the pages, case studies, questions, jobs and blog posts of the site.',
    label: 'Search the site',
    button: 'Search',
    results: 'Search results',
    /** `{q}` is replaced with what the visitor typed. */
    noResults: 'No results for “{q}”',
    blogUnavailable: 'Blog posts could not be searched just now.',
    next: 'Next 20 results',
    previous: 'Previous results',
    kinds: {
      page: 'Page',
      'case-study': 'Case study',
      faq: 'FAQ',
      job: 'Job',
      document: 'Trust document',
      post: 'Blog post',
    },
  },
  subProcessors: {
    /** The list's name when the block has no heading. */
    label: 'Sub-processors',
    caption: 'The sub-processors that process customer data on our behalf',
    name: 'Sub-processor',
    purpose: 'Purpose',
    dataLocation: 'Data location',
    since: 'Since',
    empty: 'No sub-processor is listed at the moment.',
    followHeading: 'Follow changes to this list',
    followText:
      'We publish every change to this list. Follow it in a feed reader, or get one email per change.',
    rss: 'RSS feed of changes',
    /** The RSS feed's name and description; `{brand}` is replaced. */
    feedTitle: '{brand} sub-processor changes',
    feedDescription:
      'Every change to the list of sub-processors that process customer data for {brand}.',
    formLabel: 'Email me when this list changes',
    email: 'Email address',
    placeholder: 'name@ministry.gov',
    subscribe: 'Subscribe',
    busy: 'Subscribing…',
    success: {
      title: 'Check your inbox',
      description:
        'To finish, open the link we are emailing you. If this address already receives these updates, nothing changes.',
    },
    failure: 'We could not subscribe you just now. Please try again.',
  },
}

export type ContentMessages = typeof en
