import { z } from 'zod';
import { controlCall } from './call';

export const controlProductSchema = z.object({
  id: z.number(),
  nameKo: z.string(),
  nameJa: z.string(),
  requiredPoints: z.number(),
  stock: z.number(),
});
export const stockBodySchema = z.object({ stock: z.number().int().min(0).max(1_000_000) }).strict();
export const controlReportSchema = z.object({
  id: z.number(),
  targetType: z.string(),
  targetId: z.number(),
  reason: z.string(),
  reporter: z.string(),
  createdAt: z.number(),
});

export type ControlProduct = z.infer<typeof controlProductSchema>;
export type ControlReport = z.infer<typeof controlReportSchema>;

/** The shop's stock and the reported content, as the console's records list them. */
export const recordCalls = {
  products: controlCall({
    method: 'get',
    path: '/__mock/products',
    summary: 'Point-shop products with stock',
    response: z.array(controlProductSchema),
  }),
  setStock: controlCall({
    method: 'post',
    path: '/__mock/products/{id}/stock',
    summary: "Set a product's stock",
    body: stockBodySchema,
    response: controlProductSchema,
  }),
  reports: controlCall({
    method: 'get',
    path: '/__mock/reports',
    summary: 'Reported content, newest first',
    response: z.array(controlReportSchema),
  }),
};
