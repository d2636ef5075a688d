import { useEffect, useState } from 'react';
import { useStaffSession, useStaffUser } from './use-staff-session';

/**
 * A page only a signed-in referrer or staff member may use: signs the visitor in by redirect when
 * nobody is, and comes back to `returnTo`. `loading` stays true until a user is there.
 */
export function useSignedInUser(returnTo: string, required = true) {
  const session = useStaffSession();
  const { user, loading } = useStaffUser();
  const [error, setError] = useState<unknown>(null);
  const signedOut = required && !loading && !user;

  useEffect(() => {
    // Signing out removes the user first: that is no reason to sign straight back in.
    if (signedOut && !session.signingOut) session.signIn(returnTo).catch(setError);
  }, [signedOut, session, returnTo]);

  return { user, loading: loading || signedOut, error };
}
