import type { User } from 'oidc-client-ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { directViewerUrl } from '../../imaging';
import { SignInErrorAlert } from '../components/SignInErrorAlert';
import '../identity.css';
import { useStaffSession } from '../hooks/use-staff-session';

type Status =
  | 'checking'
  | 'needs-sign-in'
  | 'signing-in'
  | 'signed-in'
  | 'failed'
  | 'opening'
  | 'loaded'
  | 'no-url'
  | 'no-access';

/**
 * §2 image viewer sign-in page: signs a referrer or radiologist in silently when the provider (or a
 * stored refresh token) allows, with the §8 retry; otherwise through a popup the user opens (a
 * browser only allows a popup from a click). With a link (`imsec`, e.g. an expired one, §4) or an
 * accession number, it then asks for the images (§7 direct) and sends the browser to them (§8).
 */
export default function ImageViewerAccessPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const [search] = useSearchParams();
  const input = search.get('imsec') ?? search.get('accession') ?? '';
  const repositorySource = search.get('repositorySource') ?? undefined;
  const [status, setStatus] = useState<Status>('checking');
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  /** Signed in: open the study when one is named, else just say so. */
  const signedIn = useCallback(
    (user: User) => {
      if (!input) {
        setStatus('signed-in');
        return;
      }
      setStatus('opening');
      const caller = {
        username: user.profile.preferred_username ?? undefined,
        email: user.profile.email ?? undefined,
      };
      directViewerUrl(input, caller, repositorySource).then(
        ({ url }) => {
          if (!url) {
            setStatus('no-url');
            return;
          }
          setStatus('loaded');
          window.location.assign(url);
        },
        () => setStatus('no-access'),
      );
    },
    [input, repositorySource],
  );

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
        (user) => user && signedIn(user),
        (failure: unknown) => {
          setError(failure);
          setStatus('failed');
        },
      );
    // `started` makes this run once on arrival, whatever re-renders bring.
  }, [session, signedIn]);

  const signInWithPopup = () => {
    setStatus('signing-in');
    setError(null);
    session.signInPopup().then(signedIn, (failure: unknown) => {
      setError(failure);
      setStatus('failed');
    });
  };

  const alert = (key: string) => (
    <p className="alert alert-error" role="alert">
      {t(key)}
    </p>
  );

  return (
    <section className="page image-viewer-access-page" aria-labelledby="image-viewer-access-title">
      <h1 id="image-viewer-access-title">{t('page.image_viewer_access.title')}</h1>
      {status === 'checking' && <Spinner label={t('image_viewer_access.checking')} />}
      {status === 'signing-in' && <Spinner label={t('image_viewer_access.signing_in')} />}
      {status === 'opening' && <Spinner label={t('image_viewer_access.opening')} />}
      {status === 'signed-in' && (
        <>
          <p className="alert alert-success" role="status">
            {t('message.image_viewer_signed_in')}
          </p>
          <p>
            <Link to="/referrer-access">{t('image_viewer_access.referrals_link')}</Link>
          </p>
        </>
      )}
      {status === 'loaded' && (
        <p className="alert alert-success" role="status">
          {t('message.images_for_radiologist_loaded_successfully')}
        </p>
      )}
      {status === 'no-url' && alert('message.error_generating_images_url')}
      {status === 'no-access' && alert('message.user_not_have_access_to_images')}
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
