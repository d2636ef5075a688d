import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SliceView } from './SliceView';

const urls = Array.from({ length: 20 }, (_, i) => `/frames/${i + 1}`);

async function view() {
  await renderWithApp(<SliceView urls={urls} label="CT 1" />);
  const stage = screen.getByRole('application');
  const image = screen.getByTestId('viewer-image') as HTMLImageElement;
  return {
    stage,
    slice: () => urls.indexOf(image.getAttribute('src') ?? '') + 1,
    scale: () => Number(/scale\(([\d.]+)\)/.exec(image.style.transform)?.[1]),
  };
}

const touch = (pointerId: number, clientX: number, clientY: number) => ({
  pointerId,
  clientX,
  clientY,
  pointerType: 'touch',
});

afterEach(cleanup);

describe('SliceView', () => {
  it('is keyboard operable: arrows, pages, Home and End scroll; + and − zoom by 0.2 up to 3; 0 resets', async () => {
    const { stage, slice, scale } = await view();
    stage.focus();
    fireEvent.keyDown(stage, { key: 'ArrowDown' });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(slice()).toBe(3);
    fireEvent.keyDown(stage, { key: 'ArrowUp' });
    expect(slice()).toBe(2);
    fireEvent.keyDown(stage, { key: 'PageDown' });
    expect(slice()).toBe(12);
    fireEvent.keyDown(stage, { key: 'End' });
    expect(slice()).toBe(20);
    fireEvent.keyDown(stage, { key: 'Home' });
    expect(slice()).toBe(1);
    fireEvent.keyDown(stage, { key: '+' });
    expect(scale()).toBe(1.2);
    for (let i = 0; i < 10; i++) fireEvent.keyDown(stage, { key: '+' });
    expect(scale()).toBe(3);
    fireEvent.keyDown(stage, { key: '0' });
    expect(scale()).toBe(1);
  });

  it('scrolls the stack with the wheel and zooms with Ctrl+wheel by the factor 0.2', async () => {
    const { stage, slice, scale } = await view();
    fireEvent.wheel(stage, { deltaY: 100 });
    fireEvent.wheel(stage, { deltaY: 100 });
    expect(slice()).toBe(3);
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(slice()).toBe(2);
    // happy-dom's WheelEvent drops ctrlKey from its init: set it as the browser would.
    const pinchWheel = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    Object.defineProperty(pinchWheel, 'ctrlKey', { value: true });
    act(() => {
      stage.dispatchEvent(pinchWheel);
    });
    expect(pinchWheel.defaultPrevented).toBe(true);
    expect(scale()).toBe(1.2);
    expect(slice()).toBe(2);
  });

  it('scrolls the stack with a vertical finger drag of 8 px a slice', async () => {
    const { stage, slice } = await view();
    fireEvent.pointerDown(stage, touch(1, 100, 100));
    fireEvent.pointerMove(stage, touch(1, 100, 110));
    fireEvent.pointerMove(stage, touch(1, 100, 120));
    fireEvent.pointerMove(stage, touch(1, 100, 124));
    expect(slice()).toBe(3);
    fireEvent.pointerMove(stage, touch(1, 100, 110));
    expect(slice()).toBe(2);
    fireEvent.pointerUp(stage, touch(1, 100, 110));
    fireEvent.pointerMove(stage, touch(1, 100, 200));
    expect(slice()).toBe(2);
  });

  it('pinches with two fingers up to the maximum scale 3, and back down to 1', async () => {
    const { stage, slice, scale } = await view();
    fireEvent.pointerDown(stage, touch(1, 100, 100));
    fireEvent.pointerDown(stage, touch(2, 200, 100));
    fireEvent.pointerMove(stage, touch(2, 250, 100));
    expect(scale()).toBe(1.5);
    fireEvent.pointerMove(stage, touch(2, 600, 100));
    expect(scale()).toBe(3);
    fireEvent.pointerMove(stage, touch(2, 150, 100));
    expect(scale()).toBe(1);
    // A pinch moves no slice, though the fingers moved far.
    expect(slice()).toBe(1);
    fireEvent.pointerUp(stage, touch(2, 150, 100));
    fireEvent.pointerUp(stage, touch(1, 100, 100));
  });

  it('zooms to 2 on a double tap and back to 1 on the next; two taps apart are no double tap', async () => {
    const { stage, scale } = await view();
    const tap = (x: number) => {
      fireEvent.pointerDown(stage, touch(1, x, 100));
      fireEvent.pointerUp(stage, touch(1, x, 100));
    };
    tap(100);
    tap(102);
    expect(scale()).toBe(2);
    tap(100);
    tap(100);
    expect(scale()).toBe(1);
    tap(100);
    tap(300);
    expect(scale()).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    tap(300);
    expect(scale()).toBe(1);
  });
});
