import { describe, expect, it } from 'vitest';
import { POLL_LIMIT, stepOf } from './check-in.machine';
import {
  type Answers,
  appointment,
  atConfirm,
  FORM,
  poll,
  problem,
  ready,
  result,
} from './check-in.test-support';
import type { CheckInReadiness } from './check-in.types';

describe('check-in machine: enable, form and prepare', () => {
  it('outside the window shows the late notice, and OK returns to the list', async () => {
    const run = await atConfirm({ appointments: [[appointment()]], enabled: [false] });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.lateNotice');
    expect(run.actor.getSnapshot().context.message).toBe('message.late_enable_digital_check_in_error');
    run.actor.send({ type: 'ACK' });
    expect(run.actor.getSnapshot().matches({ confirm: 'list' })).toBe(true);
  });

  it('a failed enable goes to ERROR', async () => {
    const run = await atConfirm({
      appointments: [[appointment()]],
      enabled: [problem(500, 'message.server_error_500')],
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('error');
  });

  it('simple mode asks for a confirmation, then prepares without a form', async () => {
    const run = await atConfirm({
      appointments: [[appointment({ simpleMode: true })]],
      enabled: [true],
      prepare: [problem(500, 'message.server_error_500')],
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.simpleConfirm');
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('error');
    expect(run.calls.prepare?.[0]).toEqual({ slug: 'slug-1', form: null });
  });

  it('full mode opens the form; cancel returns to the list', async () => {
    const run = await atConfirm({ appointments: [[appointment()]], enabled: [true] });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.form');
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches({ confirm: 'list' })).toBe(true);
  });

  it('submitting prepares, replaces the appointment, polls until sent, reloads and checks readiness', async () => {
    const run = await atConfirm({
      appointments: [[appointment()], [appointment({ checkInPreparedSent: true, status: 'PREPARED' })]],
      enabled: [true],
      prepare: [appointment({ status: 'PREPARING' })],
      prepared: [poll({ sent: false }), poll({ sent: true }, { checkInPreparedSent: true })],
      readiness: [ready()],
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.form');
    run.actor.send({ type: 'SUBMIT_FORM', form: FORM });
    await run.settle('confirm.confirmDialog');
    expect(run.calls.prepare?.[0]).toEqual({ slug: 'slug-1', form: FORM });
    expect(run.calls.prepared).toHaveLength(2);
    expect(run.actor.getSnapshot().context.appointments[0]?.status).toBe('PREPARED');
  });

  it('a failed preparation goes to ERROR with its message', async () => {
    const run = await atConfirm({
      appointments: [[appointment()]],
      enabled: [true],
      prepare: [appointment({ status: 'PREPARING' })],
      prepared: [poll({ sent: false, failed: true, message: 'message.check_in_prepare_failed' })],
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.form');
    run.actor.send({ type: 'SUBMIT_FORM', form: FORM });
    await run.settle('error');
    expect(run.actor.getSnapshot().context.message).toBe('message.check_in_prepare_failed');
  });

  it('polling gives up after the retry limit', async () => {
    const run = await atConfirm({
      appointments: [[appointment()]],
      enabled: [true],
      prepare: [appointment()],
      prepared: Array.from({ length: POLL_LIMIT }, () => poll({ sent: false })),
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.form');
    run.actor.send({ type: 'SUBMIT_FORM', form: FORM });
    await run.settle('error');
    expect(run.calls.prepared).toHaveLength(POLL_LIMIT);
  });
});

describe('check-in machine: readiness', () => {
  const toReadiness = async (readiness: CheckInReadiness, preparedSent = true) => {
    const run = await atConfirm({
      appointments: [[appointment()], [appointment({ checkInPreparedSent: preparedSent })]],
      enabled: [true],
      prepare: [appointment()],
      prepared: [poll()],
      readiness: [readiness, ready()],
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.form');
    run.actor.send({ type: 'SUBMIT_FORM', form: FORM });
    return run;
  };

  it('not ready shows the reason and OK stops at the list', async () => {
    const run = await toReadiness(ready({ ready: false, message: 'message.check_in_not_prepared' }));
    await run.settle('confirm.notReady');
    expect(run.actor.getSnapshot().context.message).toBe('message.check_in_not_prepared');
    run.actor.send({ type: 'ACK' });
    expect(run.actor.getSnapshot().matches({ confirm: 'list' })).toBe(true);
  });

  it('not ready without a reason shows message.unknown_reason', async () => {
    const run = await toReadiness(ready({ ready: false }));
    await run.settle('confirm.notReady');
    expect(run.actor.getSnapshot().context.message).toBe('message.unknown_reason');
  });

  it('a missing referral after the preparation was sent opens the upload modal; uploading rechecks', async () => {
    const run = await toReadiness(ready({ ready: false, requiredReferralUploaded: false }));
    await run.settle('confirm.referralUpload');
    run.actor.send({ type: 'UPLOADED' });
    await run.settle('confirm.confirmDialog');
  });

  it('a missing referral before the preparation was sent is a plain not-ready', async () => {
    const run = await toReadiness(ready({ ready: false, requiredReferralUploaded: false }), false);
    await run.settle('confirm.notReady');
  });
});

describe('check-in machine: submit', () => {
  const toDialog = async (answers: Answers) => {
    const run = await atConfirm({
      appointments: [[appointment({ simpleMode: true })], [appointment({ simpleMode: true })]],
      enabled: [true],
      prepare: [appointment()],
      prepared: [poll()],
      readiness: [ready()],
      ...answers,
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.simpleConfirm');
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('confirm.confirmDialog');
    return run;
  };

  it('cancel in the confirmation dialog returns to the list', async () => {
    const run = await toDialog({});
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().matches({ confirm: 'list' })).toBe(true);
  });

  it('confirmed at once goes to SUCCESS, and feedback can follow', async () => {
    const run = await toDialog({ checkIn: [result(true, true)] });
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('success');
    expect(stepOf(run.actor.getSnapshot())).toBe('SUCCESS');
    run.actor.send({ type: 'GIVE_FEEDBACK' });
    expect(stepOf(run.actor.getSnapshot())).toBe('FEEDBACK');
  });

  it('confirmed at once with a folio number goes to COMPLETE', async () => {
    const run = await toDialog({ checkIn: [result(true, true, { patientFolioNumber: 'F-1' })] });
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('complete');
  });

  it('accepted but not yet sent polls; a folio number then goes to COMPLETE', async () => {
    const run = await toDialog({
      checkIn: [result(true, false)],
      checkedIn: [
        poll({ sent: false }),
        poll({ sent: true }, { checkInSent: true, patientFolioNumber: 'F-9' }),
      ],
    });
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('complete');
    expect(stepOf(run.actor.getSnapshot())).toBe('COMPLETE');
    expect(run.actor.getSnapshot().context.appointments[0]?.patientFolioNumber).toBe('F-9');
  });

  it('polling that ends sent without a folio number goes to SUCCESS', async () => {
    const run = await toDialog({
      checkIn: [result(true, false)],
      checkedIn: [poll({ sent: true }, { checkInSent: true })],
    });
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('success');
  });

  it('a failed hand-off while polling goes to ERROR', async () => {
    const run = await toDialog({
      checkIn: [result(true, false)],
      checkedIn: [poll({ sent: false, failed: true })],
    });
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('error');
    expect(run.actor.getSnapshot().context.message).toBe('message.check_in_error');
  });

  it('not accepted goes to ERROR', async () => {
    const run = await toDialog({ checkIn: [result(false, false)] });
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('error');
  });

  it('a failed check-in call goes to ERROR with the server message', async () => {
    const run = await toDialog({ checkIn: [problem(409, 'message.already_checked_in')] });
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('error');
    expect(run.actor.getSnapshot().context.message).toBe('message.already_checked_in');
  });
});

describe('check-in machine: patient change requests', () => {
  it('from the form, the success modal returns to the form', async () => {
    const run = await atConfirm({ appointments: [[appointment()]], enabled: [true] });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.form');
    run.actor.send({ type: 'PATIENT_CHANGE_DONE' });
    expect(run.actor.getSnapshot().matches({ confirm: 'changeDone' })).toBe(true);
    run.actor.send({ type: 'ACK' });
    expect(run.actor.getSnapshot().matches({ confirm: 'form' })).toBe(true);
  });

  it('from the confirmation dialog, the success modal returns to the dialog', async () => {
    const run = await atConfirm({
      appointments: [[appointment({ simpleMode: true })], [appointment({ simpleMode: true })]],
      enabled: [true],
      prepare: [appointment()],
      prepared: [poll()],
      readiness: [ready()],
    });
    run.actor.send({ type: 'CHECK_IN', slug: 'slug-1' });
    await run.settle('confirm.simpleConfirm');
    run.actor.send({ type: 'CONFIRM' });
    await run.settle('confirm.confirmDialog');
    run.actor.send({ type: 'PATIENT_CHANGE_DONE' });
    run.actor.send({ type: 'ACK' });
    expect(run.actor.getSnapshot().matches({ confirm: 'confirmDialog' })).toBe(true);
  });
});
