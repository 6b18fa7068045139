import { Link } from 'react-router';
import { CompanyProfileCalls, regCapitalText, type HolderKind } from '@qishu/contract';
import { ProfileRoutes } from '../../../lib/company/routes.ts';
import { RatioCell } from '../RatioCell.tsx';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';
import { ToneTag } from '../../../lib/company/ToneTag.tsx';

/** A holder's name: a person opens the person page, a company its profile, an organisation is text. */
export function HolderName({ kind, id, name }: { kind: HolderKind; id: number | null; name: string }) {
  const tag = (
    <ToneTag tone={kind === 'P' ? 'cyan' : kind === 'C' ? 'blue' : 'grey'}>{T.holderKind[kind]}</ToneTag>
  );
  if (id !== null && kind === 'P') {
    return (
      <>
        <Link to={ProfileRoutes.person(id)}>{name}</Link> {tag}
      </>
    );
  }
  if (id !== null && kind === 'C') {
    return (
      <>
        <Link to={ProfileRoutes.company(id)}>{name}</Link> {tag}
      </>
    );
  }
  return (
    <>
      {name} {tag}
    </>
  );
}

/** 股东信息: holders by ratio, largest first. */
export function ShareholdersSection({ companyId, currency }: { companyId: number; currency: string }) {
  return (
    <SectionTable
      label={T.sections.shareholders}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.shareholders, { id: companyId, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row, i) => `${row.holder_kind}-${row.holder_id ?? row.holder_name}-${i}`}
      emptyText={T.empty.shareholders}
      columns={[
        {
          key: 'holder',
          title: T.holder,
          minWidth: 240,
          render: (_, row) => <HolderName kind={row.holder_kind} id={row.holder_id} name={row.holder_name} />,
        },
        { key: 'ratio', title: T.ratio, width: 150, render: (_, row) => <RatioCell ppm={row.ratio_ppm} /> },
        {
          key: 'subscribed',
          title: T.subscribed,
          width: 150,
          align: 'right',
          render: (_, row) => regCapitalText(row.subscribed, currency),
        },
        {
          key: 'date',
          title: T.subscribedDate,
          width: 130,
          render: (_, row) => row.subscribed_date ?? T.none,
        },
      ]}
    />
  );
}
