import {
  applicationConfiguration,
  badgePosition,
  banner,
  bodyFigureConfiguration,
  bookingRequestConfig,
  featureFlags,
  radiologyConfig,
  theme,
} from '@rb/contracts';
import { z } from 'zod';
import { validationFailed } from '../../platform/errors';

/** The stored configuration sections, each validated by its contract schema on read and write. */
export const sectionSchemas = {
  application: applicationConfiguration,
  bodyFigure: bodyFigureConfiguration,
  radiology: radiologyConfig,
  bookingRequest: bookingRequestConfig,
  features: featureFlags,
  theme,
  banner,
  badge: z.object({ position: badgePosition }),
  terms: z.object({ html: z.string() }),
  integration: z.object({ errorReportingDsn: z.string().nullable() }),
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
  return result.data as SectionValue<S>;
}
export type SectionValue<S extends SectionName> = z.infer<(typeof sectionSchemas)[S]>;
export type Sections = { [S in SectionName]: SectionValue<S> };
export const sectionNames = Object.keys(sectionSchemas) as SectionName[];
