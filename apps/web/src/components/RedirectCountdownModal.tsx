import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

/** §9 redirect countdown. */
export const REDIRECT_COUNTDOWN_SECONDS = 5;

const leave = (to: string) => window.location.assign(to);

interface RedirectCountdownModalProps {
  /** Where the patient is taken: an http(s) address checked by the caller. */
  url: string;
  onCancel: () => void;
  /** Leaves the page; replaced in tests. */
  navigate?: (url: string) => void;
  seconds?: number;
}

/**
 * §2 redirect countdown modal: says where the patient is about to go and counts down, with a way to
 * go at once or to stay; at zero the browser leaves for the address.
 */
export default function RedirectCountdownModal({
  url,
  onCancel,
  navigate = leave,
  seconds = REDIRECT_COUNTDOWN_SECONDS,
}: RedirectCountdownModalProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      navigate(url);
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, url]);
  const host = new URL(url).host;
  return (
    <Modal
      isOpen
      onClose={onCancel}
      title={t('redirect.title')}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('redirect.stay')}
          </Button>
          <Button onClick={() => navigate(url)}>{t('redirect.go_now')}</Button>
        </>
      }
    >
      <p aria-live="polite" data-testid="redirect-countdown">
        {t('redirect.countdown', { host, count: Math.max(left, 0) })}
      </p>
    </Modal>
  );
}
