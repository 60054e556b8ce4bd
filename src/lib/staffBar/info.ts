/** What /next/staff-bar tells the staff bar about the page at a path (401 without a staff session). */
export type StaffBarInfo = {
  name: string | null | undefined
  editUrl: string | null
  previewUrl: string | null
  cmsUrl: string
}
