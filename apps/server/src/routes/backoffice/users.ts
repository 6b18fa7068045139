import { UserCalls, type UserArea } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * Calls of the back-office area 'users': the platform's user management (/sys/users, perms
 * sys:user:*) and the organisation admin's members (/config/users, perms config:user:*, scoped by
 * the service to the caller's organisation and module).
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const users = () => app.services.backoffice.users;

  const areas: { area: UserArea; tags: string[] }[] = [
    { area: 'sys', tags: ['用户管理'] },
    { area: 'config', tags: ['成员管理'] },
  ];

  for (const { area, tags } of areas) {
    const C = UserCalls[area];
    const serve = callServer(app, tags);
    serve(C.list, (input, req) => users().list(actorOf(req), area, input));
    serve(C.roles, (input, req) => users().roles(actorOf(req), area, input));
    serve(C.get, (input, req) => users().get(actorOf(req), area, input.id));
    serve(C.create, (input, req) => users().create(actorOf(req), area, input));
    serve(C.update, (input, req) => users().update(actorOf(req), area, input.id, input));
    serve(C.setStatus, (input, req) => users().setStatus(actorOf(req), area, input.id, input.status));
    serve(C.resetPassword, (input, req) =>
      users().resetPassword(actorOf(req), area, input.id, input.password),
    );
    serve(C.remove, (input, req) => users().remove(actorOf(req), area, input.id));
  }

  // ── platform only: form choices and linked accounts ──────────────────────────────────────
  const serve = callServer(app, ['用户管理']);
  serve(UserCalls.options, () => users().options());
  serve(UserCalls.links, (input, req) => users().links(actorOf(req), input.id));
  serve(UserCalls.link, (input, req) => users().link(actorOf(req), input.id, input.linked_user_id));
  serve(UserCalls.unlink, (input, req) => users().unlink(actorOf(req), input.id, input.linkedId));
}
