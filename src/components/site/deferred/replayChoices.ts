const wasChanged = (select: HTMLSelectElement) => [...select.options].some((option) => option.selected !== option.defaultSelected)

/**
 * Tells the freshly hydrated island about the boxes ticked and options chosen before its code
 * arrived. Its form library reads those values when its fields register, but what watches
 * them (a submit enabled by a ticked box, a field shown for "Other") only hears of a change.
 * Text typed early needs nothing: it is read, and nothing watches it.
 */
export function replayChoices(container: HTMLElement): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
    if (input.checked === input.defaultChecked || (input.type === 'radio' && !input.checked)) continue
    // React tracks `checked` through this setter: it now believes the box shows the other state,
    // and the click (back to the visitor's choice) reaches the form as the change it was.
    input.checked = !input.checked
    input.click()
  }
  for (const select of container.querySelectorAll('select')) {
    if (wasChanged(select)) select.dispatchEvent(new Event('change', { bubbles: true }))
  }
}
