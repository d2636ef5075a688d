import type { ProcessedOutcome } from '@rb/contracts';

const rank = (o: ProcessedOutcome) =>
  o.outcome === 'DENY_BOOKING' ? 2 : o.outcome === 'CREATE_BOOKING_REQUEST' ? 1 : 0;
const latest = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));
const largest = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));

/**
 * Two bookings' processed outcomes as one, for what the page shows while exams are booked under
 * separate keys (each key is enforced by the server on its own): the strictest outcome with its
 * message, the latest earliest date, the longest times, any requirement, and otherwise the first.
 */
export function mergeOutcomes(
  first: ProcessedOutcome | null,
  second: ProcessedOutcome | null,
): ProcessedOutcome | null {
  if (!first || !second) return first ?? second;
  const deciding = rank(second) > rank(first) ? second : first;
  const merged: ProcessedOutcome = {
    ...second,
    ...first,
    outcome: deciding.outcome,
    questionnaireIds: [...new Set([...first.questionnaireIds, ...second.questionnaireIds])],
  };
  const message = deciding.message ?? first.message ?? second.message;
  const restrictMinDate = latest(first.restrictMinDate, second.restrictMinDate);
  const prepTime = largest(first.prepTime, second.prepTime);
  const minutesPrior = largest(first.minutesPrior, second.minutesPrior);
  if (message) merged.message = message;
  if (restrictMinDate) merged.restrictMinDate = restrictMinDate;
  if (prepTime !== undefined) merged.prepTime = prepTime;
  if (minutesPrior !== undefined) merged.minutesPrior = minutesPrior;
  if (first.medicareNumberRequired || second.medicareNumberRequired) merged.medicareNumberRequired = true;
  if (first.validationCodeRequired || second.validationCodeRequired) merged.validationCodeRequired = true;
  return merged;
}
