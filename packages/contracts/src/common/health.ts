import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthStatus = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']).optional(),
});

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Process alive',
    tags: ['health'],
    response: healthStatus,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'Database reachable (503 otherwise)',
    tags: ['health'],
    response: healthStatus,
  }),
};
