import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useConfig } from '../config';
import { tagsFor } from './tags';

/** Whether this browser is asked for consent at all: a tag is enabled and it is no kiosk without them. */
export function useConsentAsked(kiosk: boolean): boolean {
  return tagsFor(useConfig().application, kiosk).length > 0;
}

/** "Cookie settings" in the footer and the mobile menu: the choice can be changed at any time. */
export function ConsentSettingsButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="link"
      className="consent-settings-button"
      onClick={() => {
        onOpen?.();
        // The store came with the banner's part of the page (Analytics.tsx); not in the first load.
        void import('./consent-store').then((store) => store.openConsentSettings());
      }}
    >
      {t('consent.open_settings')}
    </Button>
  );
}
