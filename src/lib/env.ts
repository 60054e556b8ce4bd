/** Environment, read in one place, with the development defaults docs/deploying.md lists. */
export const env = {
  get serverUrl(): string {
    return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(
      /\/$/,
      '',
    )
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production'
  },
  /** `next build` is prerendering: nothing may be read that the build would freeze. */
  get isBuildPhase(): boolean {
    return process.env.NEXT_PHASE === 'phase-production-build'
  },
  get emailFrom(): string {
    return process.env.EMAIL_FROM || 'no-reply@localhost'
  },
  /** The blog's WordPress REST base (`.../wp-json/wp/v2`); unset leaves the blog empty. */
  get wordpressApiUrl(): string | null {
    return process.env.WORDPRESS_API_URL?.replace(/\/$/, '') || null
  },
  /** The provider's clients listing; unset makes the school finder show its error state. */
  get schoolsApiUrl(): string | null {
    return process.env.SCHOOLS_API_URL || null
  },
}
