import { ExpressionRunner, Model } from 'survey-core';

/**
 * SurveyJS definitions checked with SurveyJS itself (survey-core), so a definition the web cannot
 * render never reaches a patient.
 */

export interface DefinitionCheck {
  ok: boolean;
  errors: string[];
}

function loadModel(definition: unknown): Model | string {
  if (definition === null || typeof definition !== 'object' || Array.isArray(definition)) {
    return 'The definition must be a SurveyJS JSON object.';
  }
  try {
    return new Model(definition);
  } catch (error) {
    return `SurveyJS cannot load the definition: ${(error as Error).message}`;
  }
}

/** Rejects what SurveyJS reports as a JSON error, and a survey without a single question. */
export function checkDefinition(definition: unknown): DefinitionCheck {
  const model = loadModel(definition);
  if (typeof model === 'string') return { ok: false, errors: [model] };
  const errors = (model.jsonErrors ?? []).map((error) => error.message);
  if (model.getAllQuestions().length === 0) errors.push('The definition has no questions.');
  model.dispose();
  return { ok: errors.length === 0, errors };
}

/** An outcome rule's expression must parse as a SurveyJS expression. */
export function checkExpression(expression: string): boolean {
  return new ExpressionRunner(expression).canRun();
}

/**
 * The answer as SurveyJS would keep it: only values of the definition's questions (and their
 * comments), so nothing else a browser sends is stored. `missingRequired` names the required
 * questions that are visible with these answers but have no value.
 */
export function readAnswer(
  definition: unknown,
  result: Record<string, unknown>,
): { data: Record<string, unknown>; missingRequired: string[] } {
  const model = loadModel(definition);
  if (typeof model === 'string') return { data: {}, missingRequired: [] };
  const names = new Set<string>();
  for (const question of model.getAllQuestions()) {
    const name = question.getValueName();
    names.add(name);
    names.add(`${name}-Comment`);
  }
  const data = Object.fromEntries(Object.entries(result).filter(([name]) => names.has(name)));
  model.data = data;
  const missingRequired = model
    .getAllQuestions(true)
    .filter((question) => question.isRequired && question.isEmpty())
    .map((question) => question.name);
  model.dispose();
  return { data, missingRequired };
}

/** Question titles and display values of an answer, for a readable document. */
export function plainAnswer(
  definition: unknown,
  result: Record<string, unknown>,
): { name: string; title: string; answer: string }[] {
  const model = loadModel(definition);
  if (typeof model === 'string') return [];
  model.data = result;
  const entries = model
    .getAllQuestions()
    .filter((question) => !question.isEmpty())
    .map((question) => ({
      name: question.name,
      title: question.processedTitle || question.name,
      answer: displayText(question.displayValue),
    }));
  model.dispose();
  return entries;
}

function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
