import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { putJsonBlock } from '../../../test/support';
import { useStaffTexts } from './use-staff-texts';

function StaffScreen() {
  const { t } = useTranslation();
  const texts = useStaffTexts();
  return <p>{texts.ready ? t('admin.section.users') : 'waiting'}</p>;
}

describe('useStaffTexts', () => {
  afterEach(() => {
    cleanup();
    document.getElementById('rb-initial-texts')?.remove();
    vi.unstubAllGlobals();
  });

  it('shows a staff screen in its texts when the visit began on a patient page', async () => {
    putJsonBlock('rb-initial-texts', { locale: 'mk', texts: { 'message.loading': '…' }, partial: true });
    vi.stubGlobal('fetch', async () => Response.json({ 'admin.section.users': 'Корисници' }));
    const i18n = await createI18n('mk');
    render(
      <I18nextProvider i18n={i18n}>
        <StaffScreen />
      </I18nextProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Корисници')).toBeTruthy();
  });
});
