import { catalogEndpoints } from '@rb/contracts/catalog/routes';
import { DEFAULT_LOCALE, isSupportedLocale } from '@rb/contracts/common/locale-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';

/**
 * Every bookable exam in the reader's language (names and texts the provider wrote in it): the home
 * page filters them in the browser, so typing never waits on the network. The exam's own texts are
 * the default locale's, so its readers ask the plain address the entry module may have started early.
 */
export const listExams = (locale: string = DEFAULT_LOCALE, signal?: AbortSignal) =>
  call(catalogEndpoints.listExams, {
    query: isSupportedLocale(locale) && locale !== DEFAULT_LOCALE ? { locale } : {},
    signal,
  });

export const examsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['catalog', 'exams', locale],
    queryFn: ({ signal }) => listExams(locale, signal),
    staleTime: 5 * 60_000,
  });

export const useExams = () => useQuery(examsQuery(useTranslation().i18n.language));
