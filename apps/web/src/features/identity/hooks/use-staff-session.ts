import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useConfig } from '../../config';
import { type StaffSession, staffSession } from '../lib/staff-session';
import { useStaffSignedIn } from '../session-hint';

/** This tab's staff sign-in, configured from /api/config (§3). */
export function useStaffSession(): StaffSession {
  return staffSession(useConfig().signIn);
}

/** The stored user (tokens and ID-token profile), following sign-in and sign-out in any tab. */
export function useStaffUser(): { user: User | null; loading: boolean } {
  const session = useStaffSession();
  const signedIn = useStaffSignedIn(session.settings);
  const [state, setState] = useState<{ user: User | null; loading: boolean }>({ user: null, loading: true });
  useEffect(() => {
    let live = true;
    // `signedIn` is the trigger: reload the user whenever the stored one comes or goes.
    void signedIn;
    session.user().then(
      (user) => live && setState({ user, loading: false }),
      () => live && setState({ user: null, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [session, signedIn]);
  return state;
}
