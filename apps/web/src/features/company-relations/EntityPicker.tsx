import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input, Segmented } from 'antd';
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import {
  RelationLimits,
  relationKey,
  SeekLimits,
  type PersonCandidate,
  type Suggestion,
} from '@qishu/contract';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import { companySuggestQuery, personSearchQuery, TYPE_DEBOUNCE_MS, useDebounced } from './relations-api.ts';
import type { ChosenEntity } from './relation-params.ts';
import { RelationTexts as T } from './texts.ts';
import styles from './relations.module.css';

type Kind = ChosenEntity['kind'];

interface PickOption {
  value: string;
  label: string;
  company?: Suggestion;
  person?: PersonCandidate;
}

/** A picked entity with its name. */
export interface PickedEntity extends ChosenEntity {
  name: string;
}

/**
 * Adds a company (the data-search box's suggestions) or a person (by name: each namesake shown with
 * the companies they are in, so the right one can be told apart) to the chosen entities.
 */
export function EntityPicker({
  chosen,
  onAdd,
}: {
  chosen: readonly ChosenEntity[];
  onAdd: (entity: PickedEntity) => void;
}) {
  const [kind, setKind] = useState<Kind>('company');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const current = text.trim();
  const typed = useDebounced(current, TYPE_DEBOUNCE_MS);
  const companies = useQuery({
    ...companySuggestQuery(kind === 'company' ? typed : ''),
    enabled: kind === 'company' && typed.length > 0,
  });
  const people = useQuery({
    ...personSearchQuery(kind === 'person' ? typed : ''),
    enabled: kind === 'person' && typed.length > 0,
  });
  const full = chosen.length >= RelationLimits.maxEntities;
  const taken = new Set(chosen.map((c) => c.key));

  const options: PickOption[] = !current
    ? []
    : kind === 'company'
      ? (companies.data ?? []).map((c) => ({
          value: relationKey('company', c.company_id),
          label: c.name,
          company: c,
        }))
      : (people.data ?? []).map((p) => ({
          value: relationKey('person', p.person_id),
          label: p.name,
          person: p,
        }));
  const loading = kind === 'company' ? companies.isFetching : people.isFetching;
  const notFound =
    current && typed === current && !loading ? (kind === 'company' ? T.noCompany : T.noPerson) : T.searching;

  return (
    <div className={styles.picker}>
      <Segmented<Kind>
        aria-label={T.pickKind}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setText('');
        }}
        options={[
          { value: 'company', label: T.kindCompany, icon: <BankOutlined aria-hidden /> },
          { value: 'person', label: T.kindPerson, icon: <UserOutlined aria-hidden /> },
        ]}
      />
      <AutoComplete<string, PickOption>
        className={styles.pickerInput}
        value={text}
        options={options.map((o) => ({ ...o, disabled: taken.has(o.value) }))}
        open={open && current.length > 0}
        onOpenChange={setOpen}
        disabled={full}
        filterOption={false}
        popupMatchSelectWidth
        listHeight={400}
        notFoundContent={current ? notFound : null}
        onChange={(value) => {
          if (/^[CP]\d+$/.test(value ?? '')) return;
          setText(value ?? '');
          setOpen(true);
        }}
        onSelect={(_, option) => {
          setOpen(false);
          setText('');
          if (option.company) {
            onAdd({
              key: option.value,
              kind: 'company',
              id: option.company.company_id,
              name: option.company.name,
            });
          } else if (option.person) {
            onAdd({
              key: option.value,
              kind: 'person',
              id: option.person.person_id,
              name: option.person.name,
            });
          }
        }}
        optionRender={(option) => {
          const o = option.data as PickOption;
          if (o.company) {
            return (
              <div className={styles.option}>
                <div className={styles.optionName}>
                  <span>{o.company.name}</span>
                  <CompanyStatusTag status={o.company.status} />
                </div>
                {o.company.legal_person_name ? (
                  <div className={styles.optionMeta}>{T.legalPerson(o.company.legal_person_name)}</div>
                ) : null}
              </div>
            );
          }
          const p = o.person!;
          return (
            <div className={styles.option}>
              <div className={styles.optionName}>
                <span>{p.name}</span>
                <span className={styles.optionMeta}>{T.personCompanies(p.company_count)}</span>
              </div>
              {p.companies.map((c) => (
                <div key={c.company_id} className={styles.optionMeta}>
                  {c.name}
                  {c.role ? ` · ${c.role}` : ''}
                </div>
              ))}
            </div>
          );
        }}
      >
        <Input
          aria-label={T.pickLabel}
          placeholder={full ? T.full : kind === 'company' ? T.companyPlaceholder : T.personPlaceholder}
          maxLength={kind === 'company' ? SeekLimits.keywordMax : RelationLimits.keywordMax}
          allowClear
        />
      </AutoComplete>
    </div>
  );
}
