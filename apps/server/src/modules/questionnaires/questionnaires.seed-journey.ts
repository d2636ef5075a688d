import type { QuestionnaireDocument } from '@rb/contracts';

/** The general questionnaires of the journey: booking form, routing, pain scores, feedback, cancel. */

const yesNo = [
  { value: 'yes', text: 'Yes' },
  { value: 'no', text: 'No' },
];

export const bookingForm: QuestionnaireDocument = {
  key: 'booking-form',
  type: 'BOOKING_FORM',
  title: 'About your visit',
  modalSize: 'md',
  general: true,
  definition: {
    title: 'About your visit',
    showQuestionNumbers: 'on',
    completeText: 'Continue',
    elements: [
      {
        type: 'boolean',
        renderAs: 'radio',
        name: 'interpreterRequired',
        title: 'Do you need an interpreter?',
        isRequired: true,
        labelTrue: 'Yes',
        labelFalse: 'No',
      },
      {
        type: 'text',
        name: 'interpreterLanguage',
        title: 'Which language?',
        visibleIf: '{interpreterRequired} = true',
        isRequired: true,
        maxLength: 100,
      },
      {
        type: 'boolean',
        renderAs: 'radio',
        name: 'mobilityAssistance',
        title: 'Will you need help moving around, for example a wheelchair?',
        isRequired: true,
        labelTrue: 'Yes',
        labelFalse: 'No',
      },
    ],
  },
  rules: [{ expression: '{interpreterRequired} = true', fields: { prepTime: 15 }, priority: 50 }],
};

/** Routes a "knee pain" enquiry to the exam that answers it: MRI after an injury, else an X-ray. */
export const kneePainRouting = (
  examSlugs: string[],
  general: boolean,
  kneeMriSlug: string,
  kneeXraySlug: string,
): QuestionnaireDocument => ({
  key: 'knee-pain-routing',
  type: 'MODALITY_ROUTING',
  title: 'Which scan do you need?',
  modalSize: 'md',
  general,
  examSlugs,
  definition: {
    title: 'Which scan do you need?',
    description: 'Tell us about your pain and we will suggest the right scan.',
    showQuestionNumbers: 'on',
    completeText: 'Find my scan',
    elements: [
      {
        type: 'radiogroup',
        name: 'painLocation',
        title: 'Where is your pain?',
        isRequired: true,
        choices: [
          { value: 'knee', text: 'Knee' },
          { value: 'shoulder', text: 'Shoulder' },
          { value: 'back', text: 'Back' },
          { value: 'other', text: 'Somewhere else' },
        ],
      },
      {
        type: 'radiogroup',
        name: 'injury',
        title: 'Did the pain start after an injury, such as a twist, fall or sports injury?',
        visibleIf: "{painLocation} = 'knee'",
        isRequired: true,
        choices: yesNo,
      },
    ],
  },
  rules: [
    {
      expression: "{painLocation} = 'knee' and {injury} = 'yes'",
      fields: { newExamSlug: kneeMriSlug, message: 'message.questionnaire_outcome_routed' },
      priority: 10,
    },
    {
      expression: "{painLocation} = 'knee' and {injury} = 'no'",
      fields: { newExamSlug: kneeXraySlug, message: 'message.questionnaire_outcome_routed' },
      priority: 20,
    },
    {
      expression: "{painLocation} <> 'knee'",
      outcomeType: 'CREATE_BOOKING_REQUEST',
      fields: { message: 'message.questionnaire_outcome_routing_enquiry' },
      priority: 90,
    },
  ],
});

const painRating = {
  type: 'rating',
  name: 'painScore',
  title: 'How bad is your pain right now? (0 = no pain, 10 = worst pain imaginable)',
  isRequired: true,
  rateMin: 0,
  rateMax: 10,
  minRateDescription: 'No pain',
  maxRateDescription: 'Worst pain',
};

export const painScoreInitial: QuestionnaireDocument = {
  key: 'pain-score-initial',
  type: 'PAIN_SCORE_INITIAL',
  title: 'Pain score before your procedure',
  modalSize: 'md',
  general: true,
  definition: { showQuestionNumbers: 'on', completeText: 'Submit', elements: [painRating] },
  rules: [
    {
      expression: '{painScore} >= 8',
      fields: { message: 'message.questionnaire_outcome_high_pain' },
      priority: 10,
    },
  ],
};

export const painScoreFinal: QuestionnaireDocument = {
  key: 'pain-score-final',
  type: 'PAIN_SCORE_FINAL',
  title: 'Pain score after your procedure',
  modalSize: 'md',
  general: true,
  definition: {
    showQuestionNumbers: 'on',
    completeText: 'Submit',
    elements: [
      painRating,
      { type: 'comment', name: 'painComment', title: 'Anything else about your pain?', maxLength: 500 },
    ],
  },
  rules: [
    {
      expression: '{painScore} >= 8',
      fields: { message: 'message.questionnaire_outcome_high_pain' },
      priority: 10,
    },
  ],
};

export const feedback: QuestionnaireDocument = {
  key: 'patient-feedback',
  type: 'FEEDBACK',
  title: 'Tell us about your visit',
  modalSize: 'md',
  general: true,
  definition: {
    showQuestionNumbers: 'on',
    completeText: 'Send feedback',
    elements: [
      {
        type: 'rating',
        name: 'overall',
        title: 'How was your visit overall?',
        isRequired: true,
        rateMin: 1,
        rateMax: 5,
        minRateDescription: 'Poor',
        maxRateDescription: 'Excellent',
      },
      {
        type: 'radiogroup',
        name: 'recommend',
        title: 'Would you recommend us to family and friends?',
        isRequired: true,
        choices: yesNo,
      },
      { type: 'comment', name: 'comments', title: 'Anything we could do better?', maxLength: 1000 },
    ],
  },
};

/**
 * Asked when a patient cancels an appointment of the given modalities (the long-wait scans, whose
 * freed time staff offer again); other cancellations keep the plain cancel-reason modal.
 */
export const cancelReasons = (modalityCodes: string[]): QuestionnaireDocument => ({
  key: 'cancel-reasons',
  type: 'CANCEL_APPOINTMENT_PATIENT',
  title: 'Why are you cancelling?',
  modalSize: 'md',
  modalityCodes,
  showClosingConfirmation: true,
  definition: {
    showQuestionNumbers: 'on',
    completeText: 'Cancel my appointment',
    elements: [
      {
        type: 'radiogroup',
        name: 'reason',
        title: 'Why are you cancelling your appointment?',
        isRequired: true,
        choices: [
          { value: 'feeling_better', text: 'I feel better' },
          { value: 'cannot_attend', text: 'I cannot attend at this time' },
          { value: 'booked_elsewhere', text: 'I booked somewhere else' },
          { value: 'cost', text: 'The cost' },
          { value: 'doctor_advice', text: 'My doctor changed the request' },
        ],
        showOtherItem: true,
        otherText: 'Another reason',
      },
      { type: 'comment', name: 'note', title: 'Anything you would like us to know?', maxLength: 150 },
    ],
  },
});

/** Asked when a patient declines an appointment staff or their doctor booked for them (§4 decline). */
export const declineReasons: QuestionnaireDocument = {
  key: 'decline-reasons',
  type: 'DECLINE_APPOINTMENT',
  title: 'Decline this appointment',
  modalSize: 'md',
  general: true,
  showClosingConfirmation: true,
  definition: {
    showQuestionNumbers: 'on',
    completeText: 'Decline the appointment',
    elements: [
      {
        type: 'radiogroup',
        name: 'reason',
        title: 'Why can you not take this appointment?',
        isRequired: true,
        choices: [
          { value: 'time', text: 'The time does not suit me' },
          { value: 'place', text: 'The clinic is too far away' },
          { value: 'elsewhere', text: 'I will have the scan somewhere else' },
          { value: 'not_needed', text: 'I no longer need the scan' },
        ],
        showOtherItem: true,
        otherText: 'Another reason',
      },
      {
        type: 'radiogroup',
        name: 'callMe',
        title: 'Would you like us to call you to find another time?',
        isRequired: true,
        choices: yesNo,
      },
    ],
  },
};
