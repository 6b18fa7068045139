import type { FastifyInstance } from 'fastify';

// Filled in by session 3's work.
export async function mailboxRoutes(_app: FastifyInstance): Promise<void> {}
