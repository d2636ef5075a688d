import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldError } from './FieldError';

afterEach(cleanup);

describe('field error', () => {
  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <FieldError id="empty-error" alert />
        <FieldError id="blank-error" message="" />
        <FieldError id="null-error" message={null} alert />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('renders the id, the field-error class and the text in a paragraph', () => {
    const { container } = render(<FieldError id="name-error" message="Required" />);
    const error = container.querySelector('#name-error');
    expect(error?.tagName).toBe('P');
    expect(error?.className).toBe('field-error');
    expect(error?.textContent).toBe('Required');
  });

  it('is an alert only when asked', () => {
    const { rerender, container } = render(<FieldError id="name-error" message="Required" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('#name-error')?.hasAttribute('role')).toBe(false);
    rerender(<FieldError id="name-error" message="Required" alert />);
    expect(screen.getByRole('alert').id).toBe('name-error');
  });
});
