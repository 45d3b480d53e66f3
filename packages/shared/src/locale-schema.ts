import { z } from 'zod';
import { LOCALES } from './locale';

/** A language as the API accepts it (PUT /api/me/locale, a profile's `locale`). */
export const localeSchema = z.enum(LOCALES, { message: 'Choose English (en) or Bangla (bn)' });
