import { useSyncExternalStore } from 'react';

/**
 * The visitor's analytics consent (issue 43), kept in this browser's localStorage with a version:
 * a new version (new purposes) asks again. Analytics covers measuring visits (Google Analytics, Tag
 * Manager, Matomo, Hotjar); marketing covers advertising (the Facebook pixel, Google's ad signals).
 */
export const CONSENT_STORAGE_KEY = 'rb.analytics-consent';
export const CONSENT_VERSION = 1;

export type ConsentCategory = 'analytics' | 'marketing';
export const consentCategories: readonly ConsentCategory[] = ['analytics', 'marketing'];

export interface ConsentChoice {
  version: typeof CONSENT_VERSION;
  analytics: boolean;
  marketing: boolean;
  /** When the visitor chose (ISO instant), so a provider can show how old a choice is. */
  decidedAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let settingsOpen = false;

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage refused (privacy settings): the choice lasts for the page only.
    return undefined;
  }
};
let unsaved: ConsentChoice | null = null;
let cachedRaw: string | null | undefined;
let cached: ConsentChoice | null = null;

/** The stored choice of this version, or null when the visitor has not chosen (or chose under another). */
export function readConsent(): ConsentChoice | null {
  const store = storage();
  if (!store) return unsaved;
  const raw = store.getItem(CONSENT_STORAGE_KEY);
  // The same string gives the same object, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = parseChoice(raw);
  return cached;
}

function parseChoice(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (value.version !== CONSENT_VERSION) return null;
    if (typeof value.analytics !== 'boolean' || typeof value.marketing !== 'boolean') return null;
    return {
      version: CONSENT_VERSION,
      analytics: value.analytics,
      marketing: value.marketing,
      decidedAt: String(value.decidedAt ?? ''),
    };
  } catch {
    return null;
  }
}

/** Stores the visitor's choice and tells every part of the page that listens. */
export function saveConsent(choice: Record<ConsentCategory, boolean>, now = new Date()): ConsentChoice {
  const saved: ConsentChoice = { version: CONSENT_VERSION, ...choice, decidedAt: now.toISOString() };
  const store = storage();
  if (store) store.setItem(CONSENT_STORAGE_KEY, JSON.stringify(saved));
  else unsaved = saved;
  settingsOpen = false;
  notify();
  return saved;
}

/** Opens the choice again (the footer's "Cookie settings"), whatever was chosen before. */
export function openConsentSettings() {
  settingsOpen = true;
  notify();
}

export function closeConsentSettings() {
  settingsOpen = false;
  notify();
}

export const isConsentSettingsOpen = () => settingsOpen;

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab's choice counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The choice as a component sees it: undefined while the page is rendered on the server or hydrated
 * (the server cannot know it, so nothing consent-dependent is painted there), then the stored one.
 */
export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(subscribeConsent, isConsentSettingsOpen, () => false);
}
