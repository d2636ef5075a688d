import { describe, expect, it, vi } from 'vitest';

describe('dates of a language loaded with it', () => {
  it('refuses Macedonian dates before they are loaded rather than print English ones', async () => {
    vi.resetModules();
    const { formatDay } = await import('./date-format');
    const { loadDateLocale } = await import('./date-locales');
    expect(() => formatDay('2026-11-23', 'mk')).toThrow(/loadDateLocale/);
    await loadDateLocale('en-AU');
    expect(() => formatDay('2026-11-23', 'mk')).toThrow(/loadDateLocale/);
    await loadDateLocale('mk');
    expect(formatDay('2026-11-23', 'mk')).toMatch(/[\u0400-\u04FF]/);
    expect(formatDay('2026-11-23', 'en-AU')).toBe('Mon 23 Nov');
  });
});
