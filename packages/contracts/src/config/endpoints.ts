import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { jsonRecord } from '../common/text';
import {
  applicationAssetName,
  configSectionName,
  publicConfig,
  termsResponse,
  translationMap,
  translationsQuery,
} from './config.schemas';

export const configEndpoints = {
  getConfig: endpoint({
    method: 'GET',
    path: '/api/config',
    summary: 'Everything the SPA needs at start-up',
    tags: ['config'],
    response: publicConfig,
  }),
  getTranslations: endpoint({
    method: 'GET',
    path: '/api/assets/translations',
    summary: 'Translation map: base texts merged with the provider overrides',
    tags: ['config'],
    query: translationsQuery,
    response: translationMap,
  }),
  getTranslationOverrides: endpoint({
    method: 'GET',
    path: '/api/assets/translation-overrides',
    summary: "The provider's own texts of a locale, merged by the web over the build's hashed base file",
    tags: ['config'],
    query: translationsQuery,
    response: translationMap,
  }),
  getTerms: endpoint({
    method: 'GET',
    path: '/api/config/terms',
    summary: 'Terms and conditions HTML (sanitised)',
    tags: ['config'],
    response: termsResponse,
  }),
  updateSection: endpoint({
    method: 'PUT',
    path: '/api/admin/config/{section}',
    summary: 'Staff: replace one configuration section (bearer ADMIN_API_TOKEN until staff sign-in exists)',
    tags: ['config', 'admin'],
    params: z.object({ section: configSectionName }),
    body: jsonRecord(),
    response: z.object({ section: configSectionName, updated: z.literal(true) }),
  }),
  getFavicon: endpoint({
    method: 'GET',
    path: '/api/assets/application/favicon',
    summary: 'Favicon',
    tags: ['config'],
    response: z.any(),
  }),
  getApplicationAsset: endpoint({
    method: 'GET',
    path: '/api/assets/application/{name}',
    summary: 'Header, confirmation, check-in, image-viewer and background images',
    tags: ['config'],
    params: z.object({ name: applicationAssetName }),
    response: z.any(),
  }),
};
