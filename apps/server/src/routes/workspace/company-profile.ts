import { CompanyProfileCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

/**
 * Company profiles (/admin/Detail/*, /admin/Enterprise/getMapCompanies): every call needs a session
 * and data:search:details (declared in the contract, checked by callServer). Companies are shared
 * knowledge, not an organisation's rows: any workspace user holding the permission reads any company;
 * contact values come masked unless the caller's role holds data:search:contact.
 */
export async function companyProfileRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.companyProfile;
  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, ['企业详情']);
    serve(C.header, (input, req) => s().header.header(authOf(req), input.id));
    serve(C.shareholders, (input) => s().sections.shareholders(input.id, input));
    serve(C.people, (input) => s().sections.people(input.id, input));
    serve(C.investments, (input) => s().sections.investments(input.id, input));
    serve(C.branches, (input) => s().sections.branches(input.id, input));
    serve(C.changes, (input) => s().sections.changes(input.id, input));
    serve(C.risks, (input) => s().sections.risks(input.id, input.kind, input));
    serve(C.ip, (input) => s().sections.ip(input.id, input.kind, input));
    serve(C.annualReports, (input) => s().sections.annualReports(input.id, input));
    serve(C.licences, (input) => s().sections.licences(input.id, input.kind, input));
    serve(C.contacts, (input, req) => s().sections.contacts(authOf(req), input.id, input));
    serve(C.person, (input) => s().person.person(input.id));
    serve(C.personCompanies, (input) => s().person.companies(input.id, input));
    serve(C.beneficialOwners, (input) => s().equity.beneficialOwners(input.id));
    serve(C.equityLevel, (input) => s().equity.level(input));
    serve(C.mapCompanies, (input) => s().map.companies(input.id, input.limit));
  });
}
