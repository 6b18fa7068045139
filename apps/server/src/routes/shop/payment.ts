import type { FastifyInstance } from 'fastify';

// Filled in by session 3's work.
export async function paymentRoutes(_app: FastifyInstance): Promise<void> {}
