import type { ChangeEvent, Dispatch, SetStateAction } from 'react';

/**
 * The input props that bind one field of a form's draft object: its value as text, and on change the
 * draft with that field replaced (a number field keeps a number, so the draft matches its contract).
 */
export function draftInput<T extends object>(
  draft: T,
  setDraft: Dispatch<SetStateAction<T>>,
  key: keyof T,
  type: 'text' | 'number' | 'time',
) {
  return {
    type,
    step: type === 'number' ? 'any' : undefined,
    value: String(draft[key]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setDraft((current) => ({
        ...current,
        [key]: type === 'number' ? Number(event.target.value) : event.target.value,
      })),
  };
}
