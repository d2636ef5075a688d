import type {
  AuthenticateRequest,
  AuthenticationResult,
  AuthenticationStatus,
  CaptchaChallenge,
  OtpMethod,
  SendCodeResult,
  ValidateCodeRequest,
} from '@rb/contracts';
import { patientAuthEndpoints } from '@rb/contracts/patient-auth/routes';
import { call } from '../../../lib/api-client';

/** POST /api/authentication: the date-of-birth step. */
export const authenticate = (body: AuthenticateRequest): Promise<AuthenticationResult> =>
  call(patientAuthEndpoints.authenticate, { body });

/** POST /api/authentication/send_code (also the resend). */
export const sendCode = (body: {
  bookingKey?: string | null;
  slug?: string | null;
  otpMethod: OtpMethod;
  lang?: string;
}) => call(patientAuthEndpoints.sendCode, { body }) as Promise<SendCodeResult>;

/** POST /api/authentication/validate_code. */
export const validateCode = (body: ValidateCodeRequest): Promise<AuthenticationResult> =>
  call(patientAuthEndpoints.validateCode, { body });

/** GET /api/authentication: a 401 here is a plain "no", never a logout (§6). */
export const getAuthentication = (): Promise<AuthenticationStatus> =>
  call(patientAuthEndpoints.getAuthentication, { skipUnauthorizedHandler: true });

export const logout = (): Promise<AuthenticationStatus> => call(patientAuthEndpoints.logout);

export const getCaptchaChallenge = (): Promise<CaptchaChallenge> =>
  call(patientAuthEndpoints.captchaChallenge);

export const verifyCaptcha = (token: string) => call(patientAuthEndpoints.verifyCaptcha, { body: { token } });

/** §7 optional keepalive: an active page keeps its session from going idle on the server. */
export const keepalive = (): Promise<AuthenticationStatus> =>
  call(patientAuthEndpoints.keepalive, { skipUnauthorizedHandler: true });
