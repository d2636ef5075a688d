import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRenderedInSteps } from './rendered-in-steps';

const nextTask = () => act(() => vi.advanceTimersToNextTimer());

describe('useRenderedInSteps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the first step at once and one more step in each following task', async () => {
    const { result } = renderHook(() => useRenderedInSteps(25, 10));
    expect(result.current).toBe(10);
    await nextTask();
    expect(result.current).toBe(20);
    await nextTask();
    expect(result.current).toBe(25);
    await nextTask();
    expect(result.current).toBe(25);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders a short list at once and schedules nothing', () => {
    const { result } = renderHook(() => useRenderedInSteps(4, 10));
    expect(result.current).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a list that shrinks (a filter) without waiting', async () => {
    const { result, rerender } = renderHook(({ total }) => useRenderedInSteps(total, 10), {
      initialProps: { total: 45 },
    });
    await nextTask();
    rerender({ total: 3 });
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
