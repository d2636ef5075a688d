import { DOCTOR_SEARCH_MIN_LENGTH, type Doctor } from '@rb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
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
 */
export function DoctorCombobox({ slug, excludeIds, selected, onSelect, error }: Props) {
  const { t } = useTranslation();
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
  // The chosen doctor stays in the collection, or the combobox would forget the choice.
  const found = searching ? (results.data ?? []).filter((d) => !excludeIds.includes(d.id)) : [];
  const items = selected && !found.some((d) => d.id === selected.id) ? [selected, ...found] : found;
  return (
    <ComboBox
      className="check-in-field"
      items={items}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (selected && value !== doctorLabel(selected)) onSelect(null);
      }}
      selectedKey={selected?.id ?? null}
      onSelectionChange={(key) => {
        const doctor = items.find((d) => d.id === key) ?? null;
        onSelect(doctor);
        if (doctor) setText(doctorLabel(doctor));
      }}
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={Boolean(error)}
    >
      <Label>{t('check_in.referrer')}</Label>
      <Input />
      <Text slot="description">{t('check_in.referrer_hint')}</Text>
      {error && (
        <Text slot="errorMessage" className="field-error">
          {t(error)}
        </Text>
      )}
      <Popover className="combobox-popover">
        <ListBox<Doctor>
          renderEmptyState={() => (results.isFetching ? t('message.loading') : t('check_in.no_doctors'))}
        >
          {(doctor) => (
            <ListBoxItem id={doctor.id} textValue={doctorLabel(doctor)} className="combobox-option">
              {doctorLabel(doctor)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
