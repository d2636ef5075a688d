import type { CurrentKioskResponse } from '@rb/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { isKioskMode } from '../../../lib/links';
import { useConfig } from '../../config';
import { currentKioskQuery, useCurrentKiosk } from '../api/kiosk-api';
import { useKioskInactivity } from '../hooks/use-kiosk-inactivity';
import { useKioskModeStream } from '../hooks/use-kiosk-mode-stream';
import { KIOSK_HOME, resetKioskSession } from '../lib/kiosk-reset';

/**
 * Mounted once by the layout shell, on every page. A browser the server recognises as a kiosk in
 * kiosk mode stays one wherever it goes: an address without kioskMode gets it back (so the shell
 * hides menu, staff login and language choice, and links keep carrying it). In kiosk mode it watches
 * for inactivity (§4), shows the warning and resets the kiosk; it listens to the kiosk's mode
 * stream so staff can switch kiosk mode off (and on again).
 */
export function KioskWatcher() {
  const { t } = useTranslation();
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kioskMode = isKioskMode(new URLSearchParams(location.search));
  const [switchedOff, setSwitchedOff] = useState(false);
  const kiosk = useCurrentKiosk();
  const identified = Boolean(kiosk.data?.kiosk);
  const identifiedInKioskMode = kiosk.data?.kiosk?.kioskMode === true;

  useEffect(() => {
    if (!identifiedInKioskMode || kioskMode) return;
    const search = new URLSearchParams(location.search);
    search.set('kioskMode', 'true');
    navigate(`${location.pathname}?${search}${location.hash}`, { replace: true });
  }, [identifiedInKioskMode, kioskMode, location.pathname, location.search, location.hash, navigate]);

  const onReset = useCallback(
    async (reason: 'home' | 'timeout') => {
      await resetKioskSession(queryClient);
      // Replace, so Back does not return to the previous patient's page; those pages also restart
      // their own flow when mounted, so an older history entry shows nothing of that patient either.
      navigate(KIOSK_HOME, { replace: true, state: { kioskReset: reason } });
    },
    [queryClient, navigate],
  );

  useKioskModeStream(identified, (on) => {
    // The stream is the truth about the mode: the cached answer follows it, so the page neither
    // forces kiosk mode back after staff switched it off nor misses it being switched on again.
    queryClient.setQueryData<CurrentKioskResponse>(currentKioskQuery().queryKey, (old) =>
      old?.kiosk ? { kiosk: { ...old.kiosk, kioskMode: on } } : old,
    );
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
