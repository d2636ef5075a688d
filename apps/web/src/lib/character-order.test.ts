import { describe, expect, it } from 'vitest';
import { compareCharacters } from './character-order';

describe('compareCharacters', () => {
  it('orders ISO instants and wall times by their characters', () => {
    expect(
      ['2026-11-30T09:00:00.000Z', '2026-11-29T21:30:00.000Z', '2026-11-30T08:45:00.000Z'].sort(
        compareCharacters,
      ),
    ).toEqual(['2026-11-29T21:30:00.000Z', '2026-11-30T08:45:00.000Z', '2026-11-30T09:00:00.000Z']);
    expect(['13:00', '08:30', '08:00'].sort(compareCharacters)).toEqual(['08:00', '08:30', '13:00']);
    expect(compareCharacters('08:00', '08:00')).toBe(0);
  });
});
