import { RelationCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * 查关系 (/admin/Enterprise/findRelations, searchPerson, relationEntities; issue 15 point 5): every
 * call needs a session and data:search:details (declared in the contract, checked by callServer).
 * Companies and people are shared knowledge: nothing is scoped to the caller.
 */
export async function companyRelationRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.companyRelations;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, ['查关系']);
    serve(C.find, (input) => s().find(input));
    serve(C.searchPerson, (input) => s().searchPerson(input.keyword));
    serve(C.entities, (input) => s().entities(input.keys));
  });
}
