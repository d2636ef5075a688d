import { DOCTOR_SEARCH_MIN_LENGTH, type Doctor } from '@rb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/FieldError';
import { searchDoctors } from '../api/check-in-api';

/** §9: the doctor search waits this long after the last keystroke. */
export const DOCTOR_SEARCH_DEBOUNCE_MS = 200;

export const doctorLabel = (doctor: Doctor) =>
  `${doctor.firstName} ${doctor.lastName}, ${doctor.cityName} ${doctor.postalCode}`;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const { ControlledPropUpdatedSelectedItem, InputClick } = useCombobox.stateChangeTypes;

function stateReducer(
  state: UseComboboxState<Doctor>,
  { type, changes }: UseComboboxStateChangeOptions<Doctor>,
): Partial<UseComboboxState<Doctor>> {
  // Typing over a chosen doctor clears the choice; downshift would then empty the input the
  // user is typing in.
  if (type === ControlledPropUpdatedSelectedItem && !state.selectedItem) {
    return { ...changes, inputValue: state.inputValue };
  }
  // The list is a search: before anything is typed it has nothing to offer, so a click or tap
  // only places the caret (arrow keys still open it).
  if (type === InputClick)
    return { ...changes, isOpen: state.isOpen, highlightedIndex: state.highlightedIndex };
  return changes;
}

interface Props {
  slug: string;
  /** Doctors already chosen: never offered again. */
  excludeIds: number[];
  selected: Doctor | null;
  onSelect: (doctor: Doctor | null) => void;
  error?: string;
}

/**
 * §5 referrer search as an accessible combobox: it searches after more than 2 characters,
 * debounced 200 ms, and leaves out the doctors already chosen.
 *
 * Downshift's hook with plain elements (decision 0036 replaced React Aria's collection components;
 * the hook is small and keeps the markup ours).
 */
export function DoctorCombobox({ slug, excludeIds, selected, onSelect, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputId = `${id}-input`;
  const [text, setText] = useState(selected ? doctorLabel(selected) : '');
  const term = useDebounced(text.trim(), DOCTOR_SEARCH_DEBOUNCE_MS);
  const searching =
    term.length >= DOCTOR_SEARCH_MIN_LENGTH && term !== (selected ? doctorLabel(selected) : '');
  const results = useQuery({
    queryKey: ['check-in', 'doctors', slug, term, excludeIds],
    queryFn: ({ signal }) => searchDoctors(slug, term, excludeIds, signal),
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  // The chosen doctor stays in the list, so reopening it shows what was chosen.
  const found = searching ? (results.data ?? []).filter((d) => !excludeIds.includes(d.id)) : [];
  const items = selected && !found.some((d) => d.id === selected.id) ? [selected, ...found] : found;
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<Doctor>({
    id,
    inputId,
    items,
    // Each search answers new objects: the same doctor is the same id.
    itemToKey: (doctor) => doctor?.id,
    itemToString: (doctor) => (doctor ? doctorLabel(doctor) : ''),
    // Downshift owns the input's text (starting from the chosen doctor); `text` only follows it for
    // the search. Controlled from here, a keystroke would wait for the change callback, an effect,
    // which may run late enough for the next keystroke to be lost.
    selectedItem: selected,
    stateReducer,
    onInputValueChange: ({ inputValue, selectedItem }) => {
      setText(inputValue);
      if (selectedItem && inputValue !== doctorLabel(selectedItem)) onSelect(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem),
  });
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <div className="check-in-field">
      {/* htmlFor repeats getLabelProps' own, which Biome's label rule cannot see through the spread. */}
      <label {...getLabelProps()} htmlFor={inputId}>
        {t('check_in.referrer')}
      </label>
      <div className="combobox-anchor">
        <input
          {...getInputProps({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
        />
        {/* Always rendered, as downshift needs the listbox element; hidden while closed. */}
        <div className="combobox-popover" hidden={!isOpen}>
          <ul {...getMenuProps({ className: 'combobox-listbox' })}>
            {isOpen &&
              items.map((doctor, index) => (
                <li key={doctor.id} className="combobox-option" {...getItemProps({ item: doctor, index })}>
                  {doctorLabel(doctor)}
                </li>
              ))}
          </ul>
          {isOpen && items.length === 0 && (
            <p className="combobox-empty">
              {results.isFetching ? t('message.loading') : t('check_in.no_doctors')}
            </p>
          )}
        </div>
      </div>
      <span id={hintId}>{t('check_in.referrer_hint')}</span>
      <FieldError id={errorId} message={error ? t(error) : null} />
    </div>
  );
}
