import { ProfileRoutes } from './routes.ts';

/**
 * A company's name in a preview outside the workspace (the shop, the precise wizard): with an id it
 * opens the company's profile in a new browser tab, so the list the user came from stays open.
 */
export function CompanyNameLink({ name, companyId }: { name: string; companyId?: number | null }) {
  if (!companyId) return <>{name}</>;
  return (
    <a href={ProfileRoutes.company(companyId)} target="_blank" rel="noopener" title={name}>
      {name}
    </a>
  );
}
