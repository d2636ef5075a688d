/** What other features may use of patient authentication; everything else here is internal. */
export { authenticationQuery, sessionAccess, useAuthentication } from './api/session-query';
export { CaptchaCheck } from './components/CaptchaCheck';
export { asMessageKey, denyPath, type MessageKey } from './deny/deny-path';
export { isCaptchaDemand } from './lib/captcha-demand';
