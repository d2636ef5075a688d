import { act, fireEvent, renderHook } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKioskInactivity } from './use-kiosk-inactivity';

const IDLE = 30;

function setup(enabled = true) {
  const onReset = vi.fn();
  const hook = renderHook(
    (props: { enabled: boolean; restartKey?: string }) =>
      useKioskInactivity({ ...props, idleSeconds: IDLE, onReset }),
    { initialProps: { enabled, restartKey: 'first' } },
  );
  return { ...hook, onReset };
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('kiosk inactivity watcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The idle library keeps its own timer references: point them at the fake ones.
    createMocks();
  });
  afterEach(() => vi.useRealTimers());

  it('warns after kioskNoActivitySeconds and counts down 10 seconds', () => {
    const { result } = setup();
    advance(IDLE * 1000 - 100);
    expect(result.current.warning).toBe(false);
    advance(200);
    expect(result.current.warning).toBe(true);
    expect(result.current.secondsLeft).toBe(10);
    advance(3000);
    expect(result.current.secondsLeft).toBe(7);
  });

  it('resets when the countdown ends, and stops watching', () => {
    const { result, onReset } = setup();
    advance((IDLE + 10) * 1000 + 100);
    expect(onReset).toHaveBeenCalledExactlyOnceWith('timeout');
    expect(result.current.warning).toBe(false);
    advance((IDLE + 10) * 1000 * 2);
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('a stopped watcher starts again with the next navigation in kiosk mode', () => {
    const { result, onReset, rerender } = setup();
    advance((IDLE + 10) * 1000 + 100);
    expect(onReset).toHaveBeenCalledOnce();
    rerender({ enabled: true, restartKey: 'kiosk-home' });
    advance(IDLE * 1000 + 100);
    expect(result.current.warning).toBe(true);
  });

  it('activity before the warning postpones it', () => {
    const { result } = setup();
    advance(IDLE * 1000 - 1000);
    act(() => {
      fireEvent.keyDown(document);
    });
    advance(2000);
    expect(result.current.warning).toBe(false);
    advance(IDLE * 1000);
    expect(result.current.warning).toBe(true);
  });

  it('Cancel closes the warning and the session resumes', () => {
    const { result, onReset } = setup();
    advance(IDLE * 1000 + 100);
    act(() => result.current.cancel());
    expect(result.current.warning).toBe(false);
    advance(15_000);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('activity outside the warning dismisses it; inside the warning it does not', () => {
    const { result, onReset } = setup();
    advance(IDLE * 1000 + 100);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    document.body.append(dialog);
    act(() => {
      fireEvent.mouseDown(dialog);
    });
    expect(result.current.warning).toBe(true);
    act(() => {
      fireEvent.touchStart(document.body);
    });
    expect(result.current.warning).toBe(false);
    advance(15_000);
    expect(onReset).not.toHaveBeenCalled();
    dialog.remove();
  });

  it('Home closes the warning, resets and stops the watcher', () => {
    const { result, onReset } = setup();
    advance(IDLE * 1000 + 100);
    act(() => result.current.home());
    expect(result.current.warning).toBe(false);
    expect(onReset).toHaveBeenCalledExactlyOnceWith('home');
    advance((IDLE + 10) * 1000 * 2);
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('does not run without kiosk mode, and stops when kiosk mode goes off', () => {
    const off = setup(false);
    advance((IDLE + 10) * 1000 * 2);
    expect(off.result.current.warning).toBe(false);
    expect(off.onReset).not.toHaveBeenCalled();

    const on = setup(true);
    advance(IDLE * 1000 - 1000);
    on.rerender({ enabled: false, restartKey: 'first' });
    advance((IDLE + 10) * 1000 * 2);
    expect(on.result.current.warning).toBe(false);
    expect(on.onReset).not.toHaveBeenCalled();
  });
});
