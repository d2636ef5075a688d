import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  closeConsentSettings,
  isConsentSettingsOpen,
  openConsentSettings,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent-store';

describe('consent store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    closeConsentSettings();
  });

  it('knows no choice until the visitor makes one', () => {
    expect(readConsent()).toBeNull();
  });

  it('keeps the choice with its version and instant, and tells listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent({ analytics: true, marketing: false }, new Date('2026-12-03T07:00:00Z'));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      analytics: true,
      marketing: false,
      decidedAt: '2026-12-03T07:00:00.000Z',
    });
    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
    // The same stored value is the same object (useSyncExternalStore would loop otherwise).
    expect(readConsent()).toBe(readConsent());
  });

  it('asks again when the stored choice is of another version or unreadable', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 0, analytics: true, marketing: true }),
    );
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, analytics: 'yes' }));
    expect(readConsent()).toBeNull();
  });

  it('opens the settings again on request and closes them when a choice is saved', () => {
    openConsentSettings();
    expect(isConsentSettingsOpen()).toBe(true);
    saveConsent({ analytics: false, marketing: false });
    expect(isConsentSettingsOpen()).toBe(false);
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false });
  });
});
