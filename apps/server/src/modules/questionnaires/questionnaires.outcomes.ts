import { TZDate } from '@date-fns/tz';
import type { OutcomeFields, OutcomeType, ProcessedOutcome } from '@rb/contracts';
import { addDays, addMonths, addWeeks, format } from 'date-fns';
import { ExpressionRunner } from 'survey-core';

/**
 * Outcome rules over stored answers. Pure: the rules, the answers and "now" come in, the processed
 * outcome goes out, so every rule of §3 is unit-tested without a database.
 *
 * Merging, when several rules match (looked at in ascending priority):
 * - outcome type and every plain field: the first matching rule that sets it wins;
 * - message: the message of the rule that decided the outcome type, else the first message;
 * - medicareNumberRequired, validationCodeRequired: required when any matching rule requires it;
 * - prepTime, minutesPrior, restrictMinDate: the most restrictive (largest, latest) wins.
 */

export interface StoredRule {
  questionnaireId: number;
  expression: string;
  outcomeType: OutcomeType | null;
  fields: OutcomeFields;
  priority: number;
}

export interface StoredAnswer {
  questionnaireId: number;
  result: Record<string, unknown>;
}

/** Zone the relative earliest date is counted in when the booking's clinic is not known yet. */
export const defaultOutcomeTimeZone = 'Australia/Sydney';

/** `+14d`, `+2w`, `+1m` from today in the zone, as yyyy-MM-dd. */
export function resolveRelativeDate(relative: string, now: Date, timeZone: string): string | undefined {
  const match = /^\+(\d{1,3})([dwm])$/.exec(relative);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const today = new TZDate(now, timeZone);
  const shifted =
    match[2] === 'd'
      ? addDays(today, amount)
      : match[2] === 'w'
        ? addWeeks(today, amount)
        : addMonths(today, amount);
  return format(shifted, 'yyyy-MM-dd');
}

/** True when the expression holds for the answer; an expression SurveyJS cannot parse never holds. */
export function ruleMatches(expression: string, answer: Record<string, unknown>): boolean {
  const runner = new ExpressionRunner(expression);
  if (!runner.canRun()) return false;
  return runner.runValues({ ...answer }) === true;
}

const firstWins = [
  'documentTypeId',
  'insuranceTypeId',
  'url',
  'walkInExamName',
  'restrictQuestionnaireId',
  'walkInEnabledGroup',
  'newExamSlug',
] as const;

export function evaluateOutcome(
  rules: StoredRule[],
  answers: StoredAnswer[],
  now: Date,
  timeZone: string = defaultOutcomeTimeZone,
): ProcessedOutcome {
  const byQuestionnaire = new Map(answers.map((answer) => [answer.questionnaireId, answer.result]));
  const matching = rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.priority - b.rule.priority || a.index - b.index)
    .map(({ rule }) => rule)
    .filter((rule) => {
      const answer = byQuestionnaire.get(rule.questionnaireId);
      return answer !== undefined && ruleMatches(rule.expression, answer);
    });

  const outcome: ProcessedOutcome = {
    outcome: null,
    questionnaireIds: [...byQuestionnaire.keys()],
  };
  const deciding = matching.find((rule) => rule.outcomeType !== null);
  if (deciding) outcome.outcome = deciding.outcomeType;
  const message = deciding?.fields.message ?? matching.find((rule) => rule.fields.message)?.fields.message;
  if (message) outcome.message = message;

  for (const rule of matching) {
    const fields = rule.fields;
    for (const name of firstWins) {
      if (fields[name] !== undefined && outcome[name] === undefined) {
        (outcome as Record<string, unknown>)[name] = fields[name];
      }
    }
    if (fields.medicareNumberRequired) outcome.medicareNumberRequired = true;
    if (fields.validationCodeRequired) outcome.validationCodeRequired = true;
    if (fields.prepTime !== undefined) outcome.prepTime = Math.max(outcome.prepTime ?? 0, fields.prepTime);
    if (fields.minutesPrior !== undefined) {
      outcome.minutesPrior = Math.max(outcome.minutesPrior ?? 0, fields.minutesPrior);
    }
    if (fields.restrictMinDate) {
      const date = resolveRelativeDate(fields.restrictMinDate, now, timeZone);
      if (date && (!outcome.restrictMinDate || date > outcome.restrictMinDate))
        outcome.restrictMinDate = date;
    }
  }
  return outcome;
}
