import { afterEach, describe, expect, it, vi } from 'vitest';
import { putJsonBlock } from '../test/support';
import { chosenLocale, createI18n, lacksStaffTexts, loadStaffTexts } from './i18n';

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

describe('the staff texts a patient page leaves out', () => {
  const block = (value: unknown) => putJsonBlock('rb-initial-texts', value);
  afterEach(() => {
    document.getElementById('rb-initial-texts')?.remove();
    vi.unstubAllGlobals();
  });

  it('loads them once, over what is there without overwriting it', async () => {
    block({ locale: 'mk', texts: { 'message.loading': 'Се вчитува…' }, partial: true });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return Response.json({ 'message.loading': 'other', 'admin.section.users': 'Корисници' });
    });
    const instance = await createI18n('mk');
    expect(asked).toEqual([]);
    expect(lacksStaffTexts(instance)).toBe(true);
    expect(instance.t('admin.section.users')).toBe('admin.section.users');
    // Two screens asking at once (StrictMode mounts twice) share one load.
    await Promise.all([loadStaffTexts(instance), loadStaffTexts(instance)]);
    expect(instance.t('admin.section.users')).toBe('Корисници');
    expect(instance.t('message.loading')).toBe('Се вчитува…');
    expect(lacksStaffTexts(instance)).toBe(false);
    await loadStaffTexts(instance);
    expect(asked).toEqual(['/api/assets/translations?lang=mk']);
  });

  it('has nothing to load when the page carried every text (a staff page)', async () => {
    block({ locale: 'mk', texts: { 'admin.section.users': 'Корисници' } });
    const instance = await createI18n('mk');
    expect(lacksStaffTexts(instance)).toBe(false);
  });
});
