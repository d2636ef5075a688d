import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { SignInErrorAlert } from '../components/SignInErrorAlert';
import '../identity.css';
import { useStaffSession } from '../hooks/use-staff-session';

type Status = 'checking' | 'needs-sign-in' | 'signing-in' | 'signed-in' | 'failed';

/**
 * §2 image viewer sign-in page: signs a referrer or radiologist in silently when the provider (or a
 * stored refresh token) allows, with the §8 retry; otherwise through a popup the user opens (a
 * browser only allows a popup from a click), then shows the translated message.
 */
export default function ImageViewerAccessPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const [status, setStatus] = useState<Status>('checking');
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session
      .signInQuietly(async () => {
        // The interactive step needs the user's click: offer the popup button.
        setStatus('needs-sign-in');
        return null;
      })
      .then(
        (user) => user && setStatus('signed-in'),
        (failure: unknown) => {
          setError(failure);
          setStatus('failed');
        },
      );
  }, [session]);

  const signInWithPopup = () => {
    setStatus('signing-in');
    setError(null);
    session.signInPopup().then(
      () => setStatus('signed-in'),
      (failure: unknown) => {
        setError(failure);
        setStatus('failed');
      },
    );
  };

  return (
    <section className="page image-viewer-access-page" aria-labelledby="image-viewer-access-title">
      <h1 id="image-viewer-access-title">{t('page.image_viewer_access.title')}</h1>
      {status === 'checking' && <Spinner label={t('image_viewer_access.checking')} />}
      {status === 'signing-in' && <Spinner label={t('image_viewer_access.signing_in')} />}
      {status === 'signed-in' && (
        <p className="alert alert-success" role="status">
          {t('message.image_viewer_signed_in')}
        </p>
      )}
      {status === 'failed' && <SignInErrorAlert error={error} />}
      {(status === 'needs-sign-in' || status === 'failed') && (
        <>
          <p>{t('image_viewer_access.intro')}</p>
          <Button onClick={signInWithPopup}>{t('image_viewer_access.sign_in')}</Button>
        </>
      )}
    </section>
  );
}
