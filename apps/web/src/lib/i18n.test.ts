import { describe, expect, it } from 'vitest';
import { chosenLocale } from './i18n';

const storage = (value: string | null) => ({ getItem: () => value });

describe('chosenLocale', () => {
  it('returns a supported locale chosen earlier', () => {
    expect(chosenLocale(storage('mk'))).toBe('mk');
  });

  it('ignores an unsupported or missing choice, so the configured locale applies', () => {
    expect(chosenLocale(storage('xx-YY'))).toBeNull();
    expect(chosenLocale(storage(null))).toBeNull();
  });

  it('survives storage that throws', () => {
    expect(
      chosenLocale({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeNull();
  });
});
