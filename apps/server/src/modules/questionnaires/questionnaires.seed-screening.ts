import type { QuestionnaireDocument } from '@rb/contracts';

/**
 * Safety screening asked while booking (exam-linked): what a radiographer asks before an MRI, a
 * contrast CT or a mammogram. Outcome messages are message.* keys (translations/questionnaires.ts).
 */
export const mriSafety = (modalityCodes: string[]): QuestionnaireDocument => ({
  key: 'mri-safety',
  type: 'BOOKING_FORM',
  title: 'MRI safety questionnaire',
  modalSize: 'lg',
  showClosingConfirmation: true,
  modalityCodes,
  definition: {
    title: 'MRI safety questionnaire',
    description: 'MRI uses a strong magnet. These questions keep you safe during your scan.',
    showQuestionNumbers: 'on',
    completeText: 'Submit answers',
    pages: [
      {
        name: 'safety',
        elements: [
          {
            type: 'boolean',
            renderAs: 'radio',
            name: 'pacemaker',
            title: 'Do you have a cardiac pacemaker or an implanted defibrillator (ICD)?',
            isRequired: true,
            labelTrue: 'Yes',
            labelFalse: 'No',
          },
          {
            type: 'boolean',
            renderAs: 'radio',
            name: 'implants',
            title:
              'Do you have any metal implants, surgical clips, stents, cochlear implants or metal fragments?',
            isRequired: true,
            labelTrue: 'Yes',
            labelFalse: 'No',
          },
          {
            type: 'comment',
            name: 'implantDetails',
            title: 'Please describe the implant and when it was placed',
            visibleIf: '{implants} = true',
            isRequired: true,
            maxLength: 500,
          },
          {
            type: 'radiogroup',
            name: 'pregnant',
            title: 'Are you, or could you be, pregnant?',
            isRequired: true,
            choices: [
              { value: 'yes', text: 'Yes' },
              { value: 'no', text: 'No' },
              { value: 'not_applicable', text: 'Not applicable' },
            ],
          },
          {
            type: 'boolean',
            renderAs: 'radio',
            name: 'claustrophobia',
            title: 'Are you uncomfortable in small or enclosed spaces (claustrophobic)?',
            isRequired: true,
            labelTrue: 'Yes',
            labelFalse: 'No',
          },
          {
            type: 'text',
            name: 'weight',
            title: 'Your weight in kilograms',
            inputType: 'number',
            min: 2,
            max: 400,
            isRequired: true,
          },
        ],
      },
    ],
  },
  rules: [
    {
      expression: '{pacemaker} = true',
      outcomeType: 'CREATE_BOOKING_REQUEST',
      // The provider's MRI safety page, offered as "More information" (§3 Processed outcome url).
      fields: {
        message: 'message.questionnaire_outcome_pacemaker',
        url: 'https://southerncrossimaging.example/mri-safety',
      },
      priority: 10,
    },
    {
      expression: "{pregnant} = 'yes'",
      outcomeType: 'CREATE_BOOKING_REQUEST',
      fields: { message: 'message.questionnaire_outcome_pregnancy' },
      priority: 20,
    },
    {
      expression: '{weight} > 150',
      outcomeType: 'CREATE_BOOKING_REQUEST',
      fields: { message: 'message.questionnaire_outcome_weight' },
      priority: 30,
    },
    {
      expression: '{implants} = true',
      fields: { message: 'message.questionnaire_outcome_implants', minutesPrior: 2880 },
      priority: 40,
    },
    {
      expression: '{claustrophobia} = true',
      fields: { message: 'message.questionnaire_outcome_claustrophobia', prepTime: 30 },
      priority: 50,
    },
  ],
});

export const ctContrast = (modalityCodes: string[]): QuestionnaireDocument => ({
  key: 'ct-contrast',
  type: 'BOOKING_FORM',
  title: 'CT contrast questionnaire',
  modalSize: 'lg',
  showClosingConfirmation: true,
  modalityCodes,
  definition: {
    title: 'CT contrast questionnaire',
    description:
      'Some CT scans use an iodine contrast injection. These questions check that it is safe for you.',
    showQuestionNumbers: 'on',
    completeText: 'Submit answers',
    elements: [
      {
        type: 'radiogroup',
        name: 'contrastAllergy',
        title: 'Have you ever had a reaction to an X-ray contrast injection (dye)?',
        isRequired: true,
        choices: [
          { value: 'yes', text: 'Yes' },
          { value: 'no', text: 'No' },
          { value: 'unsure', text: 'Not sure' },
        ],
      },
      {
        type: 'radiogroup',
        name: 'kidneyDisease',
        title: 'Do you have kidney disease or reduced kidney function?',
        isRequired: true,
        choices: [
          { value: 'yes', text: 'Yes' },
          { value: 'no', text: 'No' },
          { value: 'unsure', text: 'Not sure' },
        ],
      },
      {
        type: 'text',
        name: 'egfr',
        title: 'Your most recent eGFR blood test result, if you know it',
        inputType: 'number',
        min: 0,
        max: 200,
        visibleIf: "{kidneyDisease} = 'yes'",
      },
      {
        type: 'boolean',
        renderAs: 'radio',
        name: 'diabetesMedication',
        title: 'Do you take metformin or another diabetes medication?',
        isRequired: true,
        labelTrue: 'Yes',
        labelFalse: 'No',
      },
    ],
  },
  rules: [
    {
      expression: "{contrastAllergy} = 'yes'",
      outcomeType: 'CREATE_BOOKING_REQUEST',
      fields: { message: 'message.questionnaire_outcome_contrast_allergy' },
      priority: 10,
    },
    {
      expression: "{kidneyDisease} = 'yes'",
      fields: {
        message: 'message.questionnaire_outcome_kidney',
        restrictMinDate: '+14d',
        medicareNumberRequired: true,
      },
      priority: 20,
    },
    {
      expression: '{diabetesMedication} = true',
      fields: { message: 'message.questionnaire_outcome_metformin', prepTime: 15 },
      priority: 30,
    },
  ],
});

export const mammographyHistory = (modalityCodes: string[]): QuestionnaireDocument => ({
  key: 'mammography-history',
  type: 'REQUIRED_ON_CONFIRMATION',
  title: 'Breast imaging history',
  modalSize: 'lg',
  modalityCodes,
  definition: {
    title: 'Breast imaging history',
    showQuestionNumbers: 'on',
    completeText: 'Submit answers',
    elements: [
      {
        type: 'boolean',
        renderAs: 'radio',
        name: 'previousMammogram',
        title: 'Have you had a mammogram before?',
        isRequired: true,
        labelTrue: 'Yes',
        labelFalse: 'No',
      },
      {
        type: 'text',
        name: 'lastMammogramYear',
        title: 'In which year was your last mammogram?',
        inputType: 'number',
        min: 1950,
        max: 2100,
        visibleIf: '{previousMammogram} = true',
      },
      {
        type: 'checkbox',
        name: 'symptoms',
        title: 'Do you have any of these symptoms?',
        isRequired: true,
        choices: [
          { value: 'lump', text: 'A new lump' },
          { value: 'pain', text: 'Breast pain' },
          { value: 'discharge', text: 'Nipple discharge' },
          { value: 'skin', text: 'Skin changes' },
        ],
        showNoneItem: true,
        noneText: 'None of these',
      },
      {
        type: 'boolean',
        renderAs: 'radio',
        name: 'breastImplants',
        title: 'Do you have breast implants?',
        isRequired: true,
        labelTrue: 'Yes',
        labelFalse: 'No',
      },
      {
        type: 'boolean',
        renderAs: 'radio',
        name: 'familyHistory',
        title: 'Has a close relative had breast cancer?',
        labelTrue: 'Yes',
        labelFalse: 'No',
      },
    ],
  },
  rules: [
    {
      expression: "{symptoms} anyof ['lump', 'discharge', 'skin']",
      fields: { message: 'message.questionnaire_outcome_breast_symptoms', medicareNumberRequired: true },
      priority: 10,
    },
    {
      expression: '{breastImplants} = true',
      fields: { prepTime: 15 },
      priority: 20,
    },
  ],
});
