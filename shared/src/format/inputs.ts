// What typed inputs keep (spec 000 §5): numeric inputs accept digits only (SPINE-51).

/** The digits of what was typed or pasted, in order; everything else is dropped. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

/** Whether a key pressed in a numeric input may go in (digits, and the keys that edit or move). */
export const isNumericKey = (key: string): boolean => /^\d$/.test(key) || key.length > 1;
