import { CompanyProfileMessages as M, type mapCompaniesSchema } from '@qishu/contract';
import type { z } from 'zod';
import { MAX_ROW_ID } from '../../repositories/company-profile/paging.ts';
import { notFound } from '../../shared/errors.ts';
import type { ProfileRepositories } from './repositories.ts';

type MapCompanies = z.input<typeof mapCompaniesSchema>;
type MapRow = Awaited<ReturnType<ProfileRepositories['map']['byIds']>>[number];

function mapCompany(r: MapRow) {
  return {
    company_id: r.company_id,
    name: r.name,
    status: r.status,
    industry_division_name: r.industry_division_name ?? '',
    reg_capital: Number(r.reg_capital),
    address: r.address,
    lng: r.lng ?? 0,
    lat: r.lat ?? 0,
  };
}

/**
 * 企业地图: the company's point and its neighbours — same district, same industry section, with a
 * point — nearest first (by id when the company itself has no point), and how many there are.
 */
export function createMapService(repos: ProfileRepositories) {
  return {
    async companies(companyId: number, limit: number): Promise<MapCompanies> {
      const place = companyId <= MAX_ROW_ID ? await repos.companies.place(companyId) : undefined;
      if (!place) throw notFound(M.notFound);
      const centre = place.lng !== null && place.lat !== null ? { lng: place.lng, lat: place.lat } : null;
      const area = {
        companyId,
        districtCode: place.district_code,
        section: place.industry_section,
        centre,
      };
      const [ids, total] = await Promise.all([
        repos.map.nearestIds(area, limit),
        repos.map.countNeighbours(area),
      ]);
      const rows = await repos.map.byIds(centre ? [companyId, ...ids] : ids);
      const byId = new Map(rows.map((r) => [r.company_id, r]));
      const self = byId.get(companyId);
      return {
        company: centre && self ? mapCompany(self) : null,
        province_code: place.province_code,
        city_code: place.city_code,
        district_code: place.district_code,
        district: place.district ?? '',
        industry_section_name: place.industry_section_name ?? '',
        neighbours: ids.flatMap((id) => {
          const r = byId.get(id);
          return r ? [mapCompany(r)] : [];
        }),
        neighbour_total: total,
      };
    },
  };
}
