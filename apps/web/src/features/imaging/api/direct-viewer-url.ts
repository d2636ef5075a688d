import { imagingEndpoints } from '@rb/contracts/imaging/routes';
import { call } from '../../../lib/api-client';

/** Who asks, as the sign-in's ID token names them (§7 direct sends both). */
export interface DirectCaller {
  username?: string;
  email?: string;
}

/**
 * §7 POST /api/image_viewer/direct: the viewer url of a study for the signed-in referrer or
 * radiologist, by an imsec they hold or an accession number; the browser is then sent to it.
 */
export const directViewerUrl = (input: string, caller: DirectCaller, repositorySource?: string) =>
  call(imagingEndpoints.direct, {
    body: { input, username: caller.username, email: caller.email, repositorySource },
  });
