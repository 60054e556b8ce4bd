/** What every form placed through FormIsland accepts. */
export type FormProps = {
  /**
   * The prefix of the form's element ids. A form hydrated in a root of its own (FormIsland)
   * must produce the ids the server rendered, which `useId` in another root would not.
   */
  idPrefix?: string
  /** The newsletter form's colours: `dark` on the footer's band. The other forms have one look. */
  tone?: 'light' | 'dark'
}
