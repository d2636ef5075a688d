import type { PostalCodeLocation } from '@rb/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { problemMessage } from '../../../lib/api-client';
import { POSTAL_SEARCH_MIN_LENGTH, usePostalCodeSearch } from '../api/search-postal-codes';

/** Typing pauses this long before we search, so each keystroke does not cost a call. */
const SEARCH_DEBOUNCE_MS = 300;

interface PostalCodePromptProps {
  isOpen: boolean;
  onClose: () => void;
  onPick: (location: PostalCodeLocation) => void;
  onUseMyLocation: () => void;
  /** features.hidePostalCode: the postcode input is hidden and only the browser location is offered. */
  hidePostalCode: boolean;
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** §2 postal-code prompt: find a place by postcode or suburb and use it as the patient's location. */
export function PostalCodePrompt({
  isOpen,
  onClose,
  onPick,
  onUseMyLocation,
  hidePostalCode,
}: PostalCodePromptProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = usePostalCodeSearch(hidePostalCode ? '' : search);
  const searching = search.length >= POSTAL_SEARCH_MIN_LENGTH;

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('catalog.postcode.title')}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onUseMyLocation}>
            {t('catalog.location.use_mine')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('catalog.modal.close')}
          </Button>
        </>
      }
    >
      {hidePostalCode ? (
        <p>{t('catalog.postcode.hidden')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={inputId}>{t('catalog.postcode.label')}</label>
            <input
              id={inputId}
              type="search"
              inputMode="search"
              autoComplete="postal-code"
              aria-describedby={hintId}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={hintId} className="muted">
              {t('catalog.postcode.hint')}
            </p>
          </div>
          <div aria-live="polite">
            {searching && results.isFetching && <Spinner label={t('message.loading')} />}
            {results.error && <p role="alert">{t(problemMessage(results.error))}</p>}
            {searching && results.isSuccess && results.data.length === 0 && (
              <p>{t('catalog.postcode.no_results')}</p>
            )}
          </div>
          {searching && results.isSuccess && results.data.length > 0 && (
            <ul className="postcode-results" aria-label={t('catalog.postcode.results')}>
              {results.data.map((place) => (
                <li key={place.id}>
                  <Button variant="secondary" onClick={() => onPick(place)}>
                    {t('catalog.postcode.option', {
                      suburb: place.suburb,
                      state: place.state,
                      code: place.code,
                    })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
