import { supportedLocales } from '@rb/contracts/common/locale-codes';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/support';
import { LocaleSwitcher } from './LocaleSwitcher';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSwitcher() {
  const i18n = testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <LocaleSwitcher />
    </I18nextProvider>,
  );
  return i18n;
}

describe('LocaleSwitcher (§8)', () => {
  it('offers every supported locale, each named in its own language', () => {
    renderSwitcher();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([...supportedLocales]);
    expect(options.map((option) => [option.getAttribute('lang'), option.textContent])).toEqual([
      ['en-AU', 'English (Australia)'],
      ['en-NZ', 'English (New Zealand)'],
      ['en-CA', 'English (Canada)'],
      ['en-US', 'English (United States)'],
      ['mk', 'Македонски'],
    ]);
  });

  it('switches the language to the chosen locale', async () => {
    // The base texts of a locale not yet loaded come from the build's file for it.
    vi.stubGlobal('fetch', async () => Response.json({ 'locale.label': 'Јазик' }));
    const i18n = renderSwitcher();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'locale.label' }), 'mk');
    await vi.waitFor(() => expect(i18n.language).toBe('mk'));
    expect(document.documentElement.lang).toBe('mk');
    expect((await screen.findByRole('combobox', { name: 'Јазик' })) as HTMLSelectElement).toHaveProperty(
      'value',
      'mk',
    );
  });
});
