import type { SaveAnswerRequest } from '@rb/contracts';
import { questionnaireEndpoints } from '@rb/contracts/questionnaires/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const saveAnswer = (body: SaveAnswerRequest) => call(questionnaireEndpoints.saveAnswer, { body });

export const useSaveAnswer = () => useMutation({ mutationFn: saveAnswer });
