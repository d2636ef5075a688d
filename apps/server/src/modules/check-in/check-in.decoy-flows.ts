import { AppError } from '../../platform/errors';
import { authLimits, bookingSendWaitSeconds } from '../patient-auth/patient-auth.rules';

interface Decoy {
  createdAt: number;
  sends: Date[];
  wrongCodes: number;
}

/** Enough for every open identity check of a busy day; the oldest go first beyond it. */
const MAX_DECOYS = 10_000;

/**
 * The code flows of identity checks that matched nobody. A caller cannot tell them from real
 * flows: sending answers alike (and meets the same per-booking limit), a code is always wrong.
 * Kept in memory: after a restart a decoy answers like an expired flow, as a real one might.
 */
export function createDecoyFlows(now: () => Date) {
  const decoys = new Map<string, Decoy>();

  function forgetOld() {
    const cutoff = now().getTime() - authLimits.flowTtlMs;
    for (const [id, decoy] of decoys) {
      if (decoy.createdAt > cutoff && decoys.size < MAX_DECOYS) break;
      decoys.delete(id);
    }
  }

  return {
    add(flowId: string) {
      forgetOld();
      decoys.set(flowId, { createdAt: now().getTime(), sends: [], wrongCodes: 0 });
    },

    has: (flowId: string) => decoys.has(flowId),

    /** The checks a real send makes before it sends (resend wait, per-flow and per-booking limits). */
    send(flowId: string, resendWaitSeconds: number) {
      const decoy = decoys.get(flowId);
      if (!decoy) return;
      const at = now();
      const last = decoy.sends.at(-1);
      const wait = last ? Math.ceil((last.getTime() + resendWaitSeconds * 1000 - at.getTime()) / 1000) : 0;
      if (wait > 0) throw new AppError(429, 'message.otp_resend_too_soon', { seconds: wait });
      if (decoy.sends.length >= authLimits.maxCodesPerFlow) throw new AppError(429, 'message.otp_send_limit');
      const since = at.getTime() - authLimits.codeSendWindowMs;
      const bookingWait = bookingSendWaitSeconds(
        decoy.sends.filter((d) => d.getTime() > since),
        at,
      );
      if (bookingWait > 0) throw new AppError(429, 'message.otp_send_limit', { seconds: bookingWait });
      decoy.sends.push(at);
      decoy.wrongCodes = 0;
    },

    /** The message a wrong code gets in a real flow at the same point. */
    wrongCode(flowId: string): string {
      const decoy = decoys.get(flowId);
      if (!decoy || decoy.sends.length === 0) return 'message.authentication_otp_expired';
      decoy.wrongCodes += 1;
      return decoy.wrongCodes < authLimits.maxWrongCodesPerCode
        ? 'message.authentication_otp_error'
        : 'message.authentication_otp_expired';
    },
  };
}
