import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadOnlyProvider, useReadOnly } from './read-only';

function Probe() {
  const { readOnly, setReadOnly } = useReadOnly();
  return (
    <button type="button" onClick={() => setReadOnly(true)}>
      {readOnly ? 'read-only' : 'writable'}
    </button>
  );
}

afterEach(cleanup);

describe('read-only context', () => {
  it('is off by default and a feature can switch it on', () => {
    render(
      <ReadOnlyProvider>
        <Probe />
      </ReadOnlyProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('writable');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('read-only');
  });
});
