import type { CurrentUser } from '@rb/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { SignInErrorAlert, useMe, useStaffSession, useStaffUser } from '../../identity/staff';
import { NoAccess } from '../components/NoAccess';
import { hasStaffAccess } from '../lib/admin-sections';
import '../admin.css';

/** What every admin page gets from the layout: the signed-in user as the API sees them. */
export type AdminOutletContext = { me: CurrentUser };

/**
 * /admin and below: signs the visitor in by redirect when nobody is signed in, loads who they are,
 * and shows a clear "no access" page to someone without a staff or referrer role.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { user, loading } = useStaffUser();
  const location = useLocation();
  const me = useMe(user?.profile.sub);
  const [signInError, setSignInError] = useState<unknown>(null);
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const signedOut = !loading && !user;
  const refused = me.error instanceof ApiError && me.error.status === 401;

  useEffect(() => {
    // Signing out removes the user first: that is no reason to sign straight back in.
    if (signedOut && !session.signingOut) session.signIn(returnTo).catch(setSignInError);
  }, [signedOut, session, returnTo]);

  useEffect(() => {
    // The authenticated check itself said 401: the token is no good; sign in again (§6), once.
    if (!refused) return;
    session
      .refusedByServer(true)
      .then((redirecting) => !redirecting && setSignInError(new Error('refused')))
      .catch(setSignInError);
  }, [refused, session]);

  let content: React.ReactNode;
  if (signInError) content = <SignInErrorAlert error={signInError} retryHref="/admin" />;
  else if (session.signingOut) content = <Spinner label={t('signin.signing_out')} />;
  else if (loading || signedOut || refused) content = <Spinner label={t('signin.redirecting')} />;
  else if (me.isPending) content = <Spinner label={t('admin.loading')} />;
  else if (me.error instanceof ApiError && me.error.status === 403) content = <NoAccess />;
  else if (me.error) content = <ErrorAlert error={me.error} />;
  else if (!hasStaffAccess(me.data)) content = <NoAccess me={me.data} />;
  else content = <Outlet context={{ me: me.data } satisfies AdminOutletContext} />;

  return <div className="admin-area">{content}</div>;
}
