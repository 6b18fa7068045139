import type { ReactNode } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { ApartmentOutlined, EnvironmentOutlined, LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { regCapitalText, type CompanyHeader } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import { headerContacts } from './header-contacts.ts';
import { MoreContacts } from './MoreContacts.tsx';
import { RouteButton } from './RouteButton.tsx';
import { ProfileTexts as T } from './texts.ts';
import styles from './company-profile.module.css';
import { ToneTag } from '../../lib/company/ToneTag.tsx';

/** The first characters of the trade name on the logo square (企查查 draws the same placeholder). */
function logoText(name: string): string {
  const core = name.replace(/^(.{2,3}?[省市])/, '').replace(/(股份)?有限(责任)?公司.*$/, '');
  return (core || name).slice(0, 4);
}

function websiteHref(site: string): string {
  return /^https?:\/\//.test(site) ? site : `http://${site}`;
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.fact} ${styles.factWide}` : styles.fact}>
      <span className={styles.factLabel}>{label}：</span>
      <span className={styles.factValue}>{children}</span>
    </div>
  );
}

/**
 * The profile's head: name, status and tags, the registry facts (credit code with a copy button,
 * legal representative linking to the person, capital in its currency, founding date, address),
 * contacts (masked for roles without the contact permission, which the hint says) and the way to
 * the equity penetration and the map.
 */
export function ProfileHeader({ header, actions }: { header: CompanyHeader; actions?: ReactNode }) {
  const contacts = headerContacts(header);

  return (
    <header className={styles.header}>
      <div className={styles.logo} aria-hidden>
        {logoText(header.name)}
      </div>
      <div className={styles.headerMain}>
        <div className={styles.titleRow}>
          <Typography.Title level={1} className={styles.name}>
            {header.name}
          </Typography.Title>
          <CompanyStatusTag status={header.status} />
          {header.tags.map((tag) => (
            <ToneTag key={tag} tone="blue">
              {tag}
            </ToneTag>
          ))}
        </div>
        <div className={styles.facts}>
          <Fact label={T.legalPerson}>
            {header.legal_person ? (
              <Link to={ProfileRoutes.person(header.legal_person.person_id)}>{header.legal_person.name}</Link>
            ) : (
              header.legal_person_name || T.none
            )}
          </Fact>
          <Fact label={T.capital}>{regCapitalText(header.reg_capital, header.reg_currency)}</Fact>
          <Fact label={T.regDate}>{header.reg_date || T.none}</Fact>
          <Fact label={T.code}>
            <Typography.Text copyable={{ text: header.ccode, tooltips: [T.copy, T.copied] }}>
              {header.ccode}
            </Typography.Text>
          </Fact>
          {contacts.map(([label, value]) => (
            <Fact key={label} label={label}>
              {value}
            </Fact>
          ))}
          {header.website ? (
            <Fact label={T.website}>
              <a href={websiteHref(header.website)} target="_blank" rel="noopener noreferrer">
                {header.website}
              </a>
            </Fact>
          ) : null}
          {!header.contact_visible || header.counts.contacts > 0 ? (
            <div className={`${styles.fact} ${styles.factWide}`}>
              {!header.contact_visible ? (
                <Typography.Text className={styles.hint}>
                  <LockOutlined aria-hidden /> {T.contactHidden}
                </Typography.Text>
              ) : null}
              {header.counts.contacts > 0 ? (
                <MoreContacts companyId={header.company_id} count={header.counts.contacts} />
              ) : null}
            </div>
          ) : null}
          <Fact label={T.address} wide>
            {header.address || T.none}
          </Fact>
          {header.former_names.length > 0 ? (
            <Fact label={T.formerNames} wide>
              {header.former_names.join('；')}
            </Fact>
          ) : null}
        </div>
      </div>
      <div className={styles.headerActions}>
        <RouteButton
          type="primary"
          icon={<ApartmentOutlined aria-hidden />}
          to={ProfileRoutes.equity(header.company_id)}
        >
          {T.equity}
        </RouteButton>
        {header.has_map ? (
          <RouteButton icon={<EnvironmentOutlined aria-hidden />} to={ProfileRoutes.map(header.company_id)}>
            {T.map}
          </RouteButton>
        ) : (
          <Tooltip title={T.noMap}>
            <Button icon={<EnvironmentOutlined aria-hidden />} disabled>
              {T.map}
            </Button>
          </Tooltip>
        )}
        {actions}
      </div>
    </header>
  );
}
