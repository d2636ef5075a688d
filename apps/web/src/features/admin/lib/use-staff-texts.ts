import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lacksStaffTexts, loadStaffTexts } from '../../../lib/i18n';

/**
 * Whether the staff screens' texts are there: a visit that began on a patient page has its language
 * without them (issue 16), so the admin area loads them once before it renders. A failed load is
 * `error`, shown instead of screens full of text keys.
 */
export function useStaffTexts(): { ready: boolean; error: unknown } {
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ ready: boolean; error: unknown }>(() => ({
    ready: !lacksStaffTexts(i18n),
    error: null,
  }));
  useEffect(() => {
    if (state.ready || state.error) return;
    let live = true;
    loadStaffTexts(i18n).then(
      () => live && setState({ ready: true, error: null }),
      (error: unknown) => live && setState({ ready: false, error }),
    );
    return () => {
      live = false;
    };
  }, [i18n, state.ready, state.error]);
  return state;
}
