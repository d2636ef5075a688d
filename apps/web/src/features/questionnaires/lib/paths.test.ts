import { describe, expect, it } from 'vitest';
import { questionnairesPath, safePath } from './paths';

describe('questionnaire paths', () => {
  it('merges the current query params with the new ones', () => {
    expect(
      questionnairesPath('?bookingKey=old&kioskMode=true&examSlug=x', {
        bookingKey: 'new',
        examSlug: null,
        backUrl: '/a/k',
      }),
    ).toBe('/questionnaires?bookingKey=new&kioskMode=true&backUrl=%2Fa%2Fk');
    expect(questionnairesPath('', { bookingKey: 'k' }, true)).toBe('/iframe/questionnaires?bookingKey=k');
  });

  it.each([
    ['/appointments/abc?x=1', '/appointments/abc?x=1'],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('keeps %s as %s', (value, expected) => {
    expect(safePath(value)).toBe(expected);
  });
});
