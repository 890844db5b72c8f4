// A text input's state the way useState keeps it, plus the props that bind a field to it:
// `const [name, nameInput] = useInputState('')` then `<TextField {...nameInput} />` (value and onChange).
import { useState } from 'react';

export function useInputState(initial: string | (() => string)) {
  const [value, setValue] = useState(initial);
  const input = { value, onChange: (event: { target: { value: string } }) => setValue(event.target.value) };
  return [value, input, setValue] as const;
}
