import { z } from 'zod';
import { ERROR_CODES } from './errors';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    result: z.enum(['success', 'error']),
    message: z.string(),
    code: z.enum(ERROR_CODES).optional(),
    data: data.optional(),
  });

export interface Envelope<T = unknown> {
  result: 'success' | 'error';
  message: string;
  code?: string;
  data?: T;
}
