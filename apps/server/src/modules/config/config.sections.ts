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
export type SectionValue<S extends SectionName> = z.infer<(typeof sectionSchemas)[S]>;
export type Sections = { [S in SectionName]: SectionValue<S> };
export const sectionNames = Object.keys(sectionSchemas) as SectionName[];
