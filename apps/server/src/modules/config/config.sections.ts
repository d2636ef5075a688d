import {
  applicationConfiguration,
  badgePosition,
  banner,
  bodyFigureConfiguration,
  bookingRequestConfig,
  featureFlags,
  radiologyConfig,
  termsResponse,
  text,
  theme,
} from '@rb/contracts';
import { z } from 'zod';
import { validationFailed } from '../../platform/errors';
import { sanitizeConfiguredHtml } from './config.html';

/** The stored configuration sections, each validated by its contract schema on read and write. */
export const sectionSchemas = {
  application: applicationConfiguration,
  bodyFigure: bodyFigureConfiguration,
  // domainAdminEmail is stored here but never served in /api/config (issue 12).
  radiology: radiologyConfig.extend({ domainAdminEmail: z.email().max(254) }),
  bookingRequest: bookingRequestConfig,
  features: featureFlags,
  theme,
  banner,
  badge: z.object({ position: badgePosition }),
  terms: termsResponse,
  integration: z.object({ errorReportingDsn: text().max(2000).nullable() }),
} as const;

export type SectionName = keyof typeof sectionSchemas;

/** Validates a whole section value; a bad value names its fields like any request body. */
export function parseSection<S extends SectionName>(section: S, value: unknown): SectionValue<S> {
  const result = sectionSchemas[section].safeParse(value);
  if (!result.success) {
    throw validationFailed(
      result.error.issues.map((issue) => ({
        field: ['body', ...issue.path].join('.'),
        message: 'message.field_invalid',
      })),
    );
  }
  return sanitizeHtmlFields(section, result.data as SectionValue<S>);
}

/** The HTML fields of a section are cleaned once, when saved; what is served is what was stored. */
function sanitizeHtmlFields<S extends SectionName>(section: S, value: SectionValue<S>): SectionValue<S> {
  const clean = (html: string) => sanitizeConfiguredHtml(html);
  if (section === 'radiology') {
    const radiology = value as SectionValue<'radiology'>;
    return {
      ...radiology,
      about: clean(radiology.about),
      contact: clean(radiology.contact),
      customFooter: radiology.customFooter === null ? null : clean(radiology.customFooter),
    } as SectionValue<S>;
  }
  if (section === 'banner' || section === 'terms') {
    const withHtml = value as { html: string };
    return { ...withHtml, html: clean(withHtml.html) } as SectionValue<S>;
  }
  return value;
}
export type SectionValue<S extends SectionName> = z.infer<(typeof sectionSchemas)[S]>;
export type Sections = { [S in SectionName]: SectionValue<S> };
export const sectionNames = Object.keys(sectionSchemas) as SectionName[];
