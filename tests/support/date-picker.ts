/**
 * The browser's date input behind a date field (design-system DateField), labelled `field`: its picker opens there
 * and a choice is made through its value, as in a browser.
 */
export const datePickerOf = (field: HTMLElement): HTMLInputElement =>
  field.closest('.MuiFormControl-root')!.parentElement!.querySelector<HTMLInputElement>('input[type="date"]')!;
