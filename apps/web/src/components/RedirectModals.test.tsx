import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import IframeBannerModal, { IFRAME_MODAL_MIN_HEIGHT } from './IframeBannerModal';
import RedirectCountdownModal, { REDIRECT_COUNTDOWN_SECONDS } from './RedirectCountdownModal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('redirect countdown modal (§9: 5 s)', () => {
  it('counts down five seconds, then leaves for the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const navigate = vi.fn();
    await renderWithApp(
      <RedirectCountdownModal url="https://provider.example/info" onCancel={() => {}} navigate={navigate} />,
    );
    expect(REDIRECT_COUNTDOWN_SECONDS).toBe(5);
    // The dialog's code loads when it first opens (issue 16).
    expect(await screen.findByRole('dialog', { name: 'redirect.title' })).toBeTruthy();
    // One second at a time, as the patient sees it.
    for (let second = 1; second < REDIRECT_COUNTDOWN_SECONDS; second += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1_000);
      });
    }
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(navigate).toHaveBeenCalledWith('https://provider.example/info');
  });

  it('stays when the patient says so, and goes at once on Go now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const navigate = vi.fn();
    const onCancel = vi.fn();
    await renderWithApp(
      <RedirectCountdownModal url="https://provider.example/info" onCancel={onCancel} navigate={navigate} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'redirect.stay' }));
    expect(onCancel).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'redirect.go_now' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('iframe banner modal (§9 minimum heights)', () => {
  it.each([
    [true, IFRAME_MODAL_MIN_HEIGHT.mobile, 450],
    [false, IFRAME_MODAL_MIN_HEIGHT.other, 600],
  ])('on mobile %s the frame is at least %i px high', async (isMobile, minHeight, expected) => {
    expect(minHeight).toBe(expected);
    await renderWithApp(
      <IframeBannerModal
        url="https://provider.example/info"
        title="Info"
        onClose={() => {}}
        isMobile={isMobile}
      />,
    );
    const frame = (await screen.findByTitle('Info')) as HTMLIFrameElement;
    expect(frame.style.minHeight).toBe(`${expected}px`);
    expect(frame.getAttribute('src')).toBe('https://provider.example/info');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(screen.getByRole('link', { name: 'iframe_banner.open_in_tab' }).getAttribute('target')).toBe(
      '_blank',
    );
  });
});
