import { afterEach, describe, expect, it } from 'vitest';
import { compareNames } from './name-order';

describe('compareNames', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('puts names in alphabetical order, whatever their case and accents', () => {
    expect(['ultrasound', 'MRI', 'Échographie', 'Mammogram'].sort(compareNames)).toEqual([
      'Échographie',
      'Mammogram',
      'MRI',
      'ultrasound',
    ]);
  });

  it("follows the page's language", () => {
    document.documentElement.lang = 'sv';
    expect(['ärende', 'zon'].sort(compareNames)).toEqual(['zon', 'ärende']);
    document.documentElement.lang = 'de';
    expect(['ärende', 'zon'].sort(compareNames)).toEqual(['ärende', 'zon']);
  });
});
