import { describe, expect, it, vi } from 'vitest';
import { stepOf } from './check-in.machine';
import { type Answers, appointment, IDENTITY, identity, problem, start } from './check-in.test-support';

describe('check-in machine: identity', () => {
  it('starts at the identity stage, which has no step in the URL', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().matches('identity')).toBe(true);
    expect(stepOf(actor.getSnapshot())).toBeUndefined();
  });

  it('one match of the same patient on a kiosk loads the appointments and goes to CONFIRM', async () => {
    const run = start({ identity: [identity()], appointments: [[appointment()]] });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('confirm');
    expect(stepOf(run.actor.getSnapshot())).toBe('CONFIRM');
    expect(run.calls.identity?.[0]).toEqual({ identity: IDENTITY, clinicId: 7 });
    expect(run.actor.getSnapshot().context.bookingKey).toBe('KEY1');
  });

  it.each([
    ['more than one booking key', identity({ appointmentBookingKeys: ['A', 'B'] })],
    ['no booking key', identity({ appointmentBookingKeys: [] })],
    ['not the same patient', identity({ samePatient: false })],
  ])('%s goes to ERROR', async (_name, answer) => {
    const run = start({ identity: [answer] });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('error');
    expect(stepOf(run.actor.getSnapshot())).toBe('ERROR');
    expect(run.actor.getSnapshot().context.message).toBe('message.check_in_error');
  });

  it('a switched-off clinic goes to ERROR with its reason', async () => {
    const run = start({ identity: [identity({ disabledReason: 'message.check_in_disabled' })] });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('error');
    expect(run.actor.getSnapshot().context.message).toBe('message.check_in_disabled');
  });

  it('a failed identity call goes to ERROR with the server message', async () => {
    const run = start({ identity: [problem(429, 'message.too_many_requests')] });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('error');
    expect(run.actor.getSnapshot().context.message).toBe('message.too_many_requests');
  });

  it('everything already checked in with feedback unanswered goes to FEEDBACK', async () => {
    const run = start({ identity: [identity()], appointments: [[appointment({ checkInSent: true })]] });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('feedback');
    expect(stepOf(run.actor.getSnapshot())).toBe('FEEDBACK');
    run.actor.send({ type: 'FEEDBACK_DONE' });
    expect(run.spies.finishFeedback).toHaveBeenCalledOnce();
  });

  it('no appointments for the identity goes to ERROR', async () => {
    const run = start({ identity: [identity()], appointments: [[]] });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('error');
  });
});

describe('check-in machine: one-time code', () => {
  // Off a kiosk the identity answer names nobody, match or not: no keys, not the same patient.
  const blind = identity({ codeRequired: true, appointmentBookingKeys: [], samePatient: false });
  const codeFlow = async (answers: Answers) => {
    const run = start({ identity: [blind], send: [{ sent: true }], ...answers });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('verifyOtp.waiting');
    return run;
  };

  it('sends the code through the server-side flow (naming no booking) and shows VERIFY_OTP', async () => {
    const run = await codeFlow({});
    expect(stepOf(run.actor.getSnapshot())).toBe('VERIFY_OTP');
    expect(run.calls.send).toHaveLength(1);
    expect(run.actor.getSnapshot().context.bookingKey).toBeNull();
  });

  it('a valid code names the proven booking, reloads its appointments and goes to CONFIRM', async () => {
    const run = await codeFlow({
      code: [{ success: true, message: null, bookingKey: 'KEY9' }],
      appointments: [[appointment()]],
    });
    run.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await run.settle('confirm');
    expect(run.calls.code?.[0]).toEqual({ code: '123456' });
    expect(run.actor.getSnapshot().context.bookingKey).toBe('KEY9');
  });

  it('a valid code without appointments goes to ERROR', async () => {
    const run = await codeFlow({
      code: [{ success: true, message: null, bookingKey: 'KEY9' }],
      appointments: [[]],
    });
    run.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await run.settle('error');
  });

  it('an invalid code fires the error action and waits for another code', async () => {
    const run = await codeFlow({
      code: [{ success: false, message: 'message.authentication_otp_error', bookingKey: null }],
    });
    run.actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await run.settle('verifyOtp.waiting');
    await vi.waitFor(() => expect(run.spies.codeInvalid).toHaveBeenCalledOnce());
    expect(run.actor.getSnapshot().context.codeError).toBe('message.authentication_otp_error');
  });

  it('a failed code call goes to ERROR', async () => {
    const run = await codeFlow({ code: [problem(500, 'message.server_error_500')] });
    run.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await run.settle('error');
  });

  it('a failed send goes to ERROR', async () => {
    const run = start({
      identity: [blind],
      send: [problem(429, 'message.otp_send_limit')],
    });
    run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
    await run.settle('error');
  });
});
