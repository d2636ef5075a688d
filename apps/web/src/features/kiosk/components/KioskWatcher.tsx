import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { isKioskMode } from '../../../lib/links';
import { useConfig } from '../../config/api/config-context';
import { useCurrentKiosk } from '../api/kiosk-api';
import { useKioskInactivity } from '../hooks/use-kiosk-inactivity';
import { useKioskModeStream } from '../hooks/use-kiosk-mode-stream';
import { KIOSK_HOME, resetKioskSession } from '../lib/kiosk-reset';

/**
 * Mounted once by the layout shell: in kiosk mode it watches for inactivity (§4), shows the warning
 * and resets the kiosk; it listens to the kiosk's mode stream so staff can switch kiosk mode off.
 */
export function KioskWatcher() {
  const { t } = useTranslation();
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kioskMode = isKioskMode(new URLSearchParams(location.search));
  const [switchedOff, setSwitchedOff] = useState(false);
  const kiosk = useCurrentKiosk(kioskMode);

  const onReset = useCallback(
    async (reason: 'home' | 'timeout') => {
      await resetKioskSession(queryClient);
      // Replace, so Back does not return to the previous patient's page; those pages also restart
      // their own flow when mounted, so an older history entry shows nothing of that patient either.
      navigate(KIOSK_HOME, { replace: true, state: { kioskReset: reason } });
    },
    [queryClient, navigate],
  );

  useKioskModeStream(kioskMode && Boolean(kiosk.data?.kiosk), (on) => {
    setSwitchedOff(!on);
    if (!on) {
      const search = new URLSearchParams(location.search);
      search.delete('kioskMode');
      const query = search.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
    }
  });

  const { warning, secondsLeft, cancel, home } = useKioskInactivity({
    enabled: kioskMode && !switchedOff,
    idleSeconds: config.application.kioskNoActivitySeconds,
    onReset: (reason) => void onReset(reason),
    restartKey: location.key,
  });

  return (
    <Modal
      isOpen={warning}
      onClose={cancel}
      isStatic
      size="sm"
      role="alertdialog"
      title={t('kiosk.inactivity_title')}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('kiosk.cancel')}
          </Button>
          <Button onClick={home}>{t('kiosk.home')}</Button>
        </>
      }
    >
      <p aria-live="polite">{t('message.inactivity_text', { seconds: secondsLeft })}</p>
    </Modal>
  );
}
