import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { next, pass, startFakeClock } from '../../../test/fake-clock';
import { changeField, renderRoutes } from '../../../test/support';
import { DateOfBirthModal } from './DateOfBirthModal';
import { OneTimeCodeModal } from './OneTimeCodeModal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const dobModal = (over: Partial<Parameters<typeof DateOfBirthModal>[0]> = {}) => {
  const onSubmit = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <DateOfBirthModal
            isOpen
            introKey="auth.dob.intro"
            staffBooking={false}
            contactNumberEnabled={false}
            captchaRequired={false}
            errorMessage={null}
            onSubmit={onSubmit}
            onDismiss={() => {}}
            {...over}
          />
        ),
      },
    ],
    '/',
  );
  return onSubmit;
};

describe('date-of-birth modal (§5)', () => {
  it('keeps submit disabled until a valid past date is entered, then submits it', async () => {
    const onSubmit = dobModal({ errorMessage: 'message.authentication_error' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'message.authentication_error');
    const submit = screen.getByRole('button', { name: 'auth.submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const field = screen.getByLabelText('auth.dob.label');
    changeField(field, { target: { value: '2999-01-01' } });
    fireEvent.blur(field);
    expect(screen.getByText('auth.dob.future')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    changeField(field, { target: { value: '1980-04-15' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      dateOfBirth: '1980-04-15',
      contactNumber: undefined,
      captcha: undefined,
    });
  });

  it('asks for a contact number of at most 10 digits when enabled', async () => {
    const onSubmit = dobModal({ contactNumberEnabled: true });
    changeField(await screen.findByLabelText('auth.dob.label'), { target: { value: '1980-04-15' } });
    const contact = screen.getByLabelText('auth.contact.label');
    const submit = screen.getByRole('button', { name: 'auth.submit' }) as HTMLButtonElement;
    changeField(contact, { target: { value: '04-12' } });
    fireEvent.blur(contact);
    expect(screen.getByText('message.invalid_contact_number')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    changeField(contact, { target: { value: '0412345678' } });
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      dateOfBirth: '1980-04-15',
      contactNumber: '0412345678',
      captcha: undefined,
    });
  });

  it('waits for the captcha when the server asks for one', async () => {
    dobModal({ captchaRequired: true });
    changeField(await screen.findByLabelText('auth.dob.label'), { target: { value: '1980-04-15' } });
    expect(screen.getByLabelText('auth.captcha.label')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'auth.submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('one-time-code modal', () => {
  it('takes exactly 6 digits, blocks resend during the countdown and resends by the chosen method', async () => {
    startFakeClock();
    const onSubmit = vi.fn();
    const onResend = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <OneTimeCodeModal
              isOpen
              introKey="auth.code.intro"
              titleKey="auth.code.title"
              destination="o•••@example.com"
              errorMessage={null}
              otpMethods={['EMAIL', 'SMS']}
              otpMethod="EMAIL"
              codeSentAt={Date.now()}
              resendWaitSeconds={5}
              onSubmit={onSubmit}
              onResend={onResend}
              onDismiss={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const resend = (await next(() =>
      screen.getByRole('button', { name: 'auth.code.resend' }),
    )) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('auth.code.resend_in')).toBeTruthy();
    const field = screen.getByLabelText('auth.code.label') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'auth.code.submit' }) as HTMLButtonElement;
    changeField(field, { target: { value: '12a34' } });
    expect(field.value).toBe('1234');
    expect(submit.disabled).toBe(true);
    changeField(field, { target: { value: '123456' } });
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('123456');
    fireEvent.click(screen.getByLabelText('auth.code.method.SMS'));
    await pass(4000);
    expect(resend.disabled).toBe(true);
    await pass(1000);
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    expect(onResend).toHaveBeenCalledWith('SMS');
  });
});
