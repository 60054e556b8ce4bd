/** What every form a form block places accepts. */
export type FormProps = {
  /**
   * The prefix of the form's element ids. A form hydrated in a root of its own (FormIsland)
   * must produce the ids the server rendered, which `useId` in another root would not.
   */
  idPrefix?: string
}
