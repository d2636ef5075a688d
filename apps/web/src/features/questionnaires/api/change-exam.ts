import { questionnaireEndpoints } from '@rb/contracts/questionnaires/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const changeExam = (body: { bookingKey: string; questionnaireId?: number }) =>
  call(questionnaireEndpoints.changeExam, { body });

export const useChangeExam = () => useMutation({ mutationFn: changeExam });
