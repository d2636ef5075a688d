import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button';
import { deviceInfo } from '../../../lib/device-info';

// Loaded when the patient asks for the page, not with the questionnaire.
const IframeBannerModal = lazy(() => import('../../../components/IframeBannerModal'));
const RedirectCountdownModal = lazy(() => import('../../../components/RedirectCountdownModal'));

/**
 * The outcome's `url` (§3 Processed outcome): inside the embedded frame the page opens in the iframe
 * banner modal, so the host site keeps the patient; elsewhere the redirect countdown (§9, 5 s) says
 * the patient is leaving the booking and lets them stay.
 */
export function OutcomeLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const embedded = deviceInfo.inIframe || pathname === '/iframe' || pathname.startsWith('/iframe/');
  return (
    <p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('questionnaires.outcome_more_info')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          {embedded ? (
            <IframeBannerModal
              url={url}
              title={t('questionnaires.outcome_more_info')}
              onClose={() => setOpen(false)}
            />
          ) : (
            <RedirectCountdownModal url={url} onCancel={() => setOpen(false)} />
          )}
        </Suspense>
      )}
    </p>
  );
}
