/** Whether a form field differs from what the page was rendered with. */
const fieldChanged = (field: Element) =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.value !== field.defaultValue;

/** Whether a form field in `root` was changed before a script ran: by the reader, or restored. */
export const formChanged = (root: ParentNode): boolean =>
  [...root.querySelectorAll('form input, form select, form textarea')].some(fieldChanged);
