import type { OutcomeFields } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import {
  evaluateOutcome,
  resolveRelativeDate,
  ruleMatches,
  type StoredRule,
} from './questionnaires.outcomes';

// 2026-03-01 23:30 UTC is already 2 March in Sydney (UTC+11 in summer time).
const now = new Date('2026-03-01T23:30:00Z');
const rule = (
  expression: string,
  fields: OutcomeFields = {},
  extra: Partial<StoredRule> = {},
): StoredRule => ({
  questionnaireId: 1,
  expression,
  outcomeType: null,
  fields,
  priority: 100,
  ...extra,
});

describe('outcome rules', () => {
  it('matches SurveyJS expressions over the answer, and never an expression it cannot parse', () => {
    expect(ruleMatches('{pacemaker} = true', { pacemaker: true })).toBe(true);
    expect(ruleMatches('{pacemaker} = true', { pacemaker: false })).toBe(false);
    expect(ruleMatches("{symptoms} anyof ['lump']", { symptoms: ['pain', 'lump'] })).toBe(true);
    expect(ruleMatches('{weight} > 150', { weight: 151 })).toBe(true);
    expect(ruleMatches('{weight} > 150', {})).toBe(false);
    expect(ruleMatches('{a} ===== 1', { a: 1 })).toBe(false);
  });

  it.each([
    ['CREATE_BOOKING_REQUEST', 'message.questionnaire_outcome_pacemaker'],
    ['DENY_BOOKING', 'message.questionnaire_outcome_denied'],
  ] as const)('produces the %s outcome with its message', (outcomeType, message) => {
    const outcome = evaluateOutcome(
      [rule('{pacemaker} = true', { message }, { outcomeType })],
      [{ questionnaireId: 1, result: { pacemaker: true } }],
      now,
    );
    expect(outcome).toMatchObject({ outcome: outcomeType, message, questionnaireIds: [1] });
  });

  it('has no outcome when no rule matches', () => {
    const outcome = evaluateOutcome(
      [rule('{pacemaker} = true', { message: 'x' }, { outcomeType: 'DENY_BOOKING' })],
      [{ questionnaireId: 1, result: { pacemaker: false } }],
      now,
    );
    expect(outcome).toEqual({ outcome: null, questionnaireIds: [1] });
  });

  it('lets the lowest priority number decide the outcome type and its message', () => {
    const outcome = evaluateOutcome(
      [
        rule(
          '{a} = 1',
          { message: 'message.second' },
          { outcomeType: 'CREATE_BOOKING_REQUEST', priority: 20 },
        ),
        rule('{a} = 1', { message: 'message.first' }, { outcomeType: 'DENY_BOOKING', priority: 10 }),
        rule('{a} = 1', { message: 'message.plain' }, { priority: 1 }),
      ],
      [{ questionnaireId: 1, result: { a: 1 } }],
      now,
    );
    expect(outcome.outcome).toBe('DENY_BOOKING');
    expect(outcome.message).toBe('message.first');
  });

  it('sets every processed field from the matching rules', () => {
    const outcome = evaluateOutcome(
      [
        rule('{a} = 1', {
          medicareNumberRequired: true,
          validationCodeRequired: true,
          documentTypeId: 3,
          insuranceTypeId: 4,
          url: 'https://example.org/info',
          message: 'message.info',
          walkInExamName: 'Chest X-ray',
          prepTime: 15,
          minutesPrior: 60,
          restrictQuestionnaireId: 9,
          walkInEnabledGroup: 'X-Ray',
          restrictMinDate: '+14d',
          newExamSlug: 'mri-knee',
        }),
      ],
      [{ questionnaireId: 1, result: { a: 1 } }],
      now,
    );
    expect(outcome).toEqual({
      outcome: null,
      questionnaireIds: [1],
      medicareNumberRequired: true,
      validationCodeRequired: true,
      documentTypeId: 3,
      insuranceTypeId: 4,
      url: 'https://example.org/info',
      message: 'message.info',
      walkInExamName: 'Chest X-ray',
      prepTime: 15,
      minutesPrior: 60,
      restrictQuestionnaireId: 9,
      walkInEnabledGroup: 'X-Ray',
      restrictMinDate: '2026-03-16',
      newExamSlug: 'mri-knee',
    });
  });

  it('keeps the most restrictive time limits and the first of every other field', () => {
    const outcome = evaluateOutcome(
      [
        rule(
          '{a} = 1',
          { prepTime: 15, minutesPrior: 2880, restrictMinDate: '+2w', newExamSlug: 'first' },
          { priority: 1 },
        ),
        rule(
          '{a} = 1',
          { prepTime: 30, minutesPrior: 60, restrictMinDate: '+1m', newExamSlug: 'second' },
          { priority: 2 },
        ),
        rule('{a} = 1', { restrictMinDate: '+3d', medicareNumberRequired: false }, { priority: 3 }),
      ],
      [{ questionnaireId: 1, result: { a: 1 } }],
      now,
    );
    expect(outcome).toMatchObject({
      prepTime: 30,
      minutesPrior: 2880,
      restrictMinDate: '2026-04-02',
      newExamSlug: 'first',
    });
    expect(outcome.medicareNumberRequired).toBeUndefined();
  });

  it('evaluates each rule against the answer of its own questionnaire', () => {
    const outcome = evaluateOutcome(
      [
        rule('{x} = 1', { message: 'message.one' }, { questionnaireId: 1, outcomeType: 'DENY_BOOKING' }),
        rule(
          '{x} = 1',
          { message: 'message.two' },
          { questionnaireId: 2, outcomeType: 'CREATE_BOOKING_REQUEST' },
        ),
      ],
      [
        { questionnaireId: 1, result: { x: 2 } },
        { questionnaireId: 2, result: { x: 1 } },
      ],
      now,
    );
    expect(outcome).toMatchObject({
      outcome: 'CREATE_BOOKING_REQUEST',
      message: 'message.two',
      questionnaireIds: [1, 2],
    });
  });

  it('counts relative dates from today in the given zone', () => {
    expect(resolveRelativeDate('+14d', now, 'Australia/Sydney')).toBe('2026-03-16');
    expect(resolveRelativeDate('+14d', now, 'UTC')).toBe('2026-03-15');
    expect(resolveRelativeDate('+1w', now, 'Australia/Perth')).toBe('2026-03-09');
    expect(resolveRelativeDate('tomorrow', now, 'UTC')).toBeUndefined();
  });
});
