import type { MouseEvent, ReactNode } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { regCapitalText, type SeekRow } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import { ToneTag } from '../../lib/company/ToneTag.tsx';
import { Highlight } from './Highlight.tsx';
import { SeekTexts as T } from './texts.ts';
import styles from './company-seek.module.css';

/** The first characters of the trade name on the logo square (企查查 draws the same placeholder). */
function logoText(name: string): string {
  const core = name.replace(/^(.{2,3}?[省市])/, '').replace(/(股份)?有限(责任)?公司.*$/, '');
  return (core || name).slice(0, 4);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={styles.fact}>
      <span className={styles.factLabel}>{label}：</span>
      <span className={styles.factValue}>{children}</span>
    </span>
  );
}

/**
 * One company found: name (the keyword marked) with its status and type, legal representative
 * (a link to the person when the registry knows them), capital, founding date, region, industry,
 * contacts (masked values as the server gives them, with the hint when the role may not see them)
 * and where else the keyword was found. A click anywhere on the row opens the profile in a
 * workspace tab (企业详情); the name is the link keyboards and screen readers use. A result list with
 * row selection hands in the row's checkbox (`check`), shown first.
 */
export function SeekResultRow({
  row,
  keyword,
  extra,
  check,
}: {
  row: SeekRow;
  keyword: string;
  /** the row's checkbox (CompanyResultList with a selection) */
  check?: ReactNode;
  /** a last line of the page's own (全部企业: which watched searches hold it) */
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const profile = ProfileRoutes.company(row.company_id);
  const region = [row.province, row.city, row.district].filter(Boolean).join(' ');
  const contacts = (
    [
      [T.tel, row.tel],
      [T.mobile, row.mobile],
      [T.email, row.email],
    ] as const
  ).filter(([, value]) => value);

  const onRowClick = (event: MouseEvent<HTMLElement>) => {
    // links, buttons and the checkbox inside the row do their own thing; selecting text is not a click
    if ((event.target as HTMLElement).closest('a, button, label, input, [data-row-check]')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(profile);
  };

  return (
    <li className={styles.row} onClick={onRowClick} data-testid="seek-row">
      {check ? (
        <div className={styles.rowCheck} data-row-check>
          {check}
        </div>
      ) : null}
      <div className={styles.rowLogo} aria-hidden>
        {logoText(row.name)}
      </div>
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>
          <Link to={profile} className={styles.rowName}>
            <Highlight text={row.name} keyword={keyword} />
          </Link>
          <CompanyStatusTag status={row.status} />
          {row.company_type ? <ToneTag tone="grey">{row.company_type}</ToneTag> : null}
        </div>
        <div className={styles.facts}>
          <Fact label={T.legalPerson}>
            {row.legal_person_id ? (
              <Link to={ProfileRoutes.person(row.legal_person_id)}>
                <Highlight text={row.legal_person_name} keyword={keyword} />
              </Link>
            ) : (
              <Highlight text={row.legal_person_name || T.none} keyword={keyword} />
            )}
          </Fact>
          <Fact label={T.capital}>{regCapitalText(row.reg_capital, row.reg_currency)}</Fact>
          <Fact label={T.regDate}>{row.reg_date || T.none}</Fact>
          <Fact label={T.region}>{region || T.none}</Fact>
          <Fact label={T.industry}>{row.industry_division_name || T.none}</Fact>
        </div>
        {contacts.length > 0 || !row.contact_visible ? (
          <div className={styles.facts}>
            {contacts.map(([label, value]) => (
              <Fact key={label} label={label}>
                {value}
              </Fact>
            ))}
            {!row.contact_visible ? (
              <span className={styles.hint}>
                <LockOutlined aria-hidden /> {T.contactHidden}
              </span>
            ) : null}
          </div>
        ) : null}
        {row.match ? (
          <div className={styles.match}>
            <span className={styles.factLabel}>{T.fields[row.match.field]}：</span>
            <Highlight text={row.match.text} keyword={keyword} />
          </div>
        ) : null}
        {extra ? <div className={styles.match}>{extra}</div> : null}
      </div>
    </li>
  );
}
