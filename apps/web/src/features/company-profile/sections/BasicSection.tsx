import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { regCapitalText, type CompanyHeader } from '@qishu/contract';
import { formatCount } from '../../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { ProfileRoutes } from '../../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../../lib/company/status.tsx';
import { ProfileTexts as T } from '../texts.ts';

const people = (n: number | null) => (n === null ? T.none : T.people(formatCount(n)));

/** 基本信息: the registry's facts as a descriptions grid (two columns, one on a phone). */
export function BasicSection({ header }: { header: CompanyHeader }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const region = [header.province, header.city, header.district].filter(Boolean).join(' ');
  const industry = [header.industry_section_name, header.industry_division_name].filter(Boolean).join(' / ');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      styles={{ label: { width: phone ? 100 : 140, whiteSpace: phone ? 'normal' : 'nowrap' } }}
      items={[
        { key: 'name', label: T.companyName, children: header.name },
        { key: 'code', label: T.code, children: header.ccode },
        {
          key: 'legal',
          label: T.legalPerson,
          children: header.legal_person ? (
            <Link to={ProfileRoutes.person(header.legal_person.person_id)}>{header.legal_person.name}</Link>
          ) : (
            header.legal_person_name || T.none
          ),
        },
        { key: 'status', label: T.status, children: <CompanyStatusTag status={header.status} /> },
        { key: 'type', label: T.companyType, children: header.company_type || T.none },
        {
          key: 'capital',
          label: T.capital,
          children: regCapitalText(header.reg_capital, header.reg_currency),
        },
        { key: 'date', label: T.regDate, children: header.reg_date || T.none },
        { key: 'industry', label: T.industry, children: industry || T.none },
        { key: 'region', label: T.region, children: region || T.none },
        { key: 'employees', label: T.employees, children: people(header.employees) },
        { key: 'insured', label: T.insured, children: people(header.insured) },
        {
          key: 'former',
          label: T.formerNames,
          children: header.former_names.length ? header.former_names.join('；') : T.none,
        },
        { key: 'address', label: T.address, span: 'filled', children: header.address || T.none },
        { key: 'scope', label: T.scope, span: 'filled', children: header.scope || T.none },
      ]}
    />
  );
}
