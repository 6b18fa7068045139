import { Link } from 'react-router';
import type { TableColumnsType } from 'antd';
import { regCapitalText } from '@qishu/contract';
import { ProfileRoutes } from '../../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../../lib/company/status.tsx';
import { ProfileTexts as T } from '../texts.ts';

/** The fields every "a company seen from another one" row carries (investments, branches, a person's companies). */
export interface RelatedCompanyRow {
  company_id: number;
  name: string;
  status: string;
  legal_person: string;
  reg_capital: number;
  reg_currency: string;
  reg_date: string;
  province: string;
}

/** The related company's name linking to its profile, with its status. */
export function companyNameColumn<Row extends RelatedCompanyRow>(
  title: string,
): TableColumnsType<Row>[number] {
  return {
    key: 'name',
    title,
    minWidth: 260,
    render: (_, row) => (
      <>
        <Link to={ProfileRoutes.company(row.company_id)}>{row.name}</Link>{' '}
        <CompanyStatusTag status={row.status} />
      </>
    ),
  };
}

/** Legal representative (or the branch's principal), capital, founding date and province. */
export function companyFactColumns<Row extends RelatedCompanyRow>(
  personTitle: string = T.legalPerson,
): TableColumnsType<Row> {
  return [
    { key: 'legal', title: personTitle, width: 100, render: (_, row) => row.legal_person || T.none },
    {
      key: 'capital',
      title: T.capital,
      width: 140,
      align: 'right',
      render: (_, row) => regCapitalText(row.reg_capital, row.reg_currency),
    },
    { key: 'date', title: T.regDate, width: 110, render: (_, row) => row.reg_date || T.none },
    { key: 'province', title: T.province, width: 100, render: (_, row) => row.province || T.none },
  ];
}
