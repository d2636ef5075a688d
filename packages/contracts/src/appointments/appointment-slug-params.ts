import { z } from 'zod';
import { text } from '../common/text';

/**
 * The address of one appointment by its slug, in staff calls. Outside the admin schemas: the patient
 * pages' contracts use it for the staff portal view and must not pull admin code into their chunks.
 */
export const appointmentSlugParams = z.object({ slug: text().min(1).max(100) });
