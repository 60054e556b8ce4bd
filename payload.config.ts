import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type PayloadRequest } from 'payload'
import sharp from 'sharp'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import { CaseStudies } from './collections/CaseStudies'
import { DemoVideos } from './collections/DemoVideos'
import { Faqs } from './collections/Faqs'
import { Jobs } from './collections/Jobs'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { PricingTiers } from './collections/PricingTiers'
import { redirectsOverrides } from './collections/redirects'
import { BUILT_FIELD_BLOCKS, formOverrides } from './collections/Forms'
import { formSubmissionOverrides } from './collections/FormSubmissions'
import { ContactMessages } from './collections/ContactMessages'
import { LeadDeliveries } from './collections/LeadDeliveries'
import { PrivacyAudits } from './collections/PrivacyAudits'
import { DraftLinks } from './collections/DraftLinks'
import { DraftLinkAudits } from './collections/DraftLinkAudits'
import { DemoRequests } from './collections/DemoRequests'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { QuoteRequests } from './collections/QuoteRequests'
import { RateLimits } from './collections/RateLimits'
import { ConsentRecords } from './collections/ConsentRecords'
import { RecoveryApplications } from './collections/RecoveryApplications'
import { Users } from './collections/Users'
import { TrustDocuments } from './collections/TrustDocuments'
import { DocumentFiles } from './collections/DocumentFiles'
import { DocumentRequests } from './collections/DocumentRequests'
import { DocumentDownloads } from './collections/DocumentDownloads'
import { SubProcessors } from './collections/SubProcessors'
import { SubProcessorNotices } from './collections/SubProcessorNotices'
import { TrustSubscribers } from './collections/TrustSubscribers'
import { SiteSettings } from './collections/globals/SiteSettings'
import { requiredInDefaultLocale } from './collections/fields/requiredInDefaultLocale'
import { runDueJobs } from './src/lib/email/jobRunner'
import { sendEmailTask } from './src/lib/sendEmail/sendEmailTask'
import { createEmailTransport } from './src/lib/email/transport'
import { holdDirectSends } from './src/lib/email/holdDirectSends'
import { deliverLeadTask } from './src/lib/leads/deliverLeadTask'
import { retentionTask } from './src/lib/privacy/retentionTask'
import { announceSubProcessorChangesTask } from './src/lib/subProcessors/announceTask'
import { env } from './src/lib/env'
import { CMS_PATH, CMS_VIEWS } from './src/lib/cmsPaths'
import { payloadLogger } from './src/lib/observability/logger'
import { countedTask } from './src/lib/observability/metrics'
import { hasRole } from './src/lib/roles'
import { LARGEST_UPLOAD_BYTES, MULTIPART_ALLOWANCE_BYTES } from './config/uploadLimits.mjs'
import { mediaStorage } from './src/lib/storage/mediaStorage'
import { installSecondStepGate } from './src/lib/twoFactor/gate'
import { warnOnClosedPoolConnections } from './src/lib/observability/databasePool'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from './src/lib/i18n/locales'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'admin')

const secret = env.payloadSecret
if (!secret) {
  throw new Error(
    'PAYLOAD_SECRET is not set. `npm run dev` and `npm start` set one for you; see README.',
  )
}

export default buildConfig({
  secret,
  serverURL: env.serverUrl,
  // Only our own origin may use a staff session cookie.
  csrf: [env.serverUrl],
  cors: [env.serverUrl],
  routes: { admin: CMS_PATH },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' · CMS' },
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      // A password-only session is signed out for the panel: send it on to its second step.
      beforeLogin: ['@/components/twoFactor/admin/SecondStepRedirect#SecondStepRedirect'],
      afterNavLinks: [
        '@/components/leads/LeadsNavLink.client#LeadsNavLink',
        '@/components/privacy/PrivacyNavLink.client#PrivacyNavLink',
      ],
      views: {
        twoFactor: {
          Component: '@/components/twoFactor/admin/TwoFactorView#TwoFactorView',
          path: CMS_VIEWS.twoFactor,
          exact: true,
        },
        privacy: {
          Component: '@/components/privacy/PrivacyView#PrivacyView',
          path: CMS_VIEWS.privacy,
          exact: true,
        },
        leads: {
          Component: '@/components/leads/LeadsView#LeadsView',
          path: CMS_VIEWS.leads,
          exact: true,
        },
      },
    },
  },
  collections: [
    Users,
    Media,
    Pages,
    PricingTiers,
    CaseStudies,
    Jobs,
    Faqs,
    DemoVideos,
    TrustDocuments,
    DocumentFiles,
    SubProcessors,
    SubProcessorNotices,
    NewsletterSubscribers,
    DemoRequests,
    QuoteRequests,
    ContactMessages,
    RecoveryApplications,
    DocumentRequests,
    DocumentDownloads,
    TrustSubscribers,
    LeadDeliveries,
    PrivacyAudits,
    DraftLinks,
    DraftLinkAudits,
    RateLimits,
    ConsentRecords,
  ],
  globals: [SiteSettings],
  // Visitor-facing fields are `localized: true`; a missing translation falls back to English.
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_INFO[code].label })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    // Static generation opens a pool per worker: keep it small while `next build` runs on 2 cores.
    pool: { connectionString: env.databaseUrl, max: env.isBuildPhase ? 2 : 10 },
    // Schema changes go through committed migrations only (see docs/operating.md, "Changing the schema").
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  email: holdDirectSends(
    nodemailerAdapter({
      defaultFromAddress: env.emailFrom,
      defaultFromName: env.emailFromName,
      transport: createEmailTransport(),
      skipVerify: true,
    }),
  ),
  // Payload's multipart parser has limits of its own (a 20 MiB file, a 50 MiB body): raised to the
  // largest upload collection's, which config/uploadLimits.mjs sets per collection.
  upload: {
    limits: { fileSize: LARGEST_UPLOAD_BYTES },
    requestSizeLimit: LARGEST_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES,
  },
  jobs: {
    tasks: [sendEmailTask, deliverLeadTask, retentionTask, announceSubProcessorChangesTask].map(
      countedTask,
    ),
    // The queue is run by the app itself (runDueJobs): no staff member needs to run, queue or
    // cancel a job over the API, whose default lets any signed-in user do all three.
    access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
    // Every 2 s each instance runs what is due (first sends are kicked at once by queueEmail;
    // this tick picks up retries and jobs of instances that died). The tick hands over to
    // runDueJobs, which locks each job it runs so that two instances never run the same one, and
    // tells Payload's own runner to stand down.
    // A second, slow tick queues the scheduled tasks (retention) when due; not the 2 s one, as
    // each scheduling pass reads and writes Payload's job stats.
    autoRun: [{ cron: '*/2 * * * * *', disableScheduling: true }, { cron: '0 */10 * * * *' }],
    shouldAutoRun: async (payload) => {
      await runDueJobs(payload)
      return false
    },
  },
  // Nothing of ours speaks GraphQL: off, so no query document is ever parsed or walked. Its two
  // routes are gone from src/app/(payload)/api as well; /api/graphql answers 404.
  graphQL: { disable: true },
  // Payload rewrites the types in a child process on every start outside production; only the
  // development server needs that. Scripts and tests would each load the whole config again for it
  // (and rewrite the file under a running typecheck); `npm run generate:types` does it on demand.
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    autoGenerate: env.isDevelopment,
  },
  plugins: [
    redirectsPlugin({
      collections: ['pages'],
      redirectTypes: ['301', '302'],
      overrides: redirectsOverrides,
    }),
    // Forms marketers build: the plugin's collection and field blocks, on our own road (collections/Forms.ts).
    formBuilderPlugin({ fields: BUILT_FIELD_BLOCKS, formOverrides, formSubmissionOverrides }),
    mediaStorage(),
    // A Spanish version may be published before every required text is translated.
    requiredInDefaultLocale,
  ],
  sharp,
  telemetry: false,
  // JSON lines in production, each with the id of the request it was written for.
  logger: payloadLogger(),
  onInit: (payload) => {
    // Staff sessions must pass the second step everywhere (src/lib/twoFactor/gate.ts).
    installSecondStepGate(payload)
    warnOnClosedPoolConnections(payload)
  },
})
