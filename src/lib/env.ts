/** Environment, read in one place, with the development defaults the README lists. */
export const env = {
  get serverUrl(): string {
    return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production'
  },
  get emailFrom(): string {
    return process.env.EMAIL_FROM || 'no-reply@localhost'
  },
}
