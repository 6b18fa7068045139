import { useId, useState, type ReactNode } from 'react';
import { Button, Tag } from 'antd';
import { CloseOutlined, RightOutlined } from '@ant-design/icons';
import type { FacetValue, SeekFacetGroup, SeekResult } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { multiGroups, toggleValue, type MultiGroup, type SeekState } from './seek-params.ts';
import { SeekTexts as T } from './texts.ts';
import styles from './company-seek.module.css';

/** A long row (provinces, divisions) shows this many values until the user asks for all. */
const FOLDED_COUNT = 16;

interface FacetPanelProps {
  state: SeekState;
  result: Pick<SeekResult, 'facets' | 'region_path' | 'industry_path'>;
  onChange: (next: SeekState) => void;
  id?: string;
}

/**
 * One row per facet group, every value with its count. Region and industry drill down (province →
 * city → district, section → division) with the chosen path as a breadcrumb; the other groups are
 * checkable values, several at a time; each flag is its own yes/no condition.
 */
export function FacetPanel({ state, result, onChange, id }: FacetPanelProps) {
  const facets = result.facets;
  const values = (group: SeekFacetGroup): FacetValue[] => facets[group] ?? [];
  return (
    <div className={styles.facets} id={id} role="group" aria-label={T.filtersLabel}>
      <FacetRow name={T.groups.region}>
        <DrillRow
          rootLabel={T.nationwide}
          trailLabel={T.regionTrail}
          clearLabel={T.clearRegion}
          path={state.region ? result.region_path : []}
          values={values('region')}
          onChoose={(region) => onChange({ ...state, region, page: 1 })}
        />
      </FacetRow>
      <FacetRow name={T.groups.industry}>
        <DrillRow
          rootLabel={T.allIndustries}
          trailLabel={T.industryTrail}
          clearLabel={T.clearIndustry}
          path={state.industry ? result.industry_path : []}
          values={values('industry')}
          onChoose={(industry) => onChange({ ...state, industry, page: 1 })}
        />
      </FacetRow>
      {(Object.keys(multiGroups) as MultiGroup[]).map((group) => (
        <FacetRow key={group} name={T.groups[group]}>
          <CheckRow
            chosen={state[multiGroups[group]] as readonly string[]}
            values={values(group)}
            onToggle={(value) => onChange(toggleValue(state, group, value))}
          />
        </FacetRow>
      ))}
    </div>
  );
}

function FacetRow({ name, children }: { name: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div className={styles.facetRow} role="group" aria-labelledby={labelId}>
      <div className={styles.facetName} id={labelId}>
        {name}
      </div>
      <div className={styles.facetBody}>{children}</div>
    </div>
  );
}

/** A value's accessible name: "广东省 (12,345)". */
const valueName = (v: FacetValue) => `${v.label} (${formatCount(v.count)})`;

function Count({ n }: { n: number }) {
  return <span className={styles.facetCount}>({formatCount(n)})</span>;
}

/** Shows the first values of a long row, and a button for the rest. */
function useFold<T>(items: readonly T[]): [readonly T[], ReactNode] {
  const [all, setAll] = useState(false);
  // folding away a handful would only add a click
  if (items.length <= FOLDED_COUNT + 4) return [items, null];
  const toggle = (
    <Button type="link" size="small" className={styles.more} aria-expanded={all} onClick={() => setAll(!all)}>
      {all ? T.less : T.more(items.length - FOLDED_COUNT)}
    </Button>
  );
  return [all ? items : items.slice(0, FOLDED_COUNT), toggle];
}

interface DrillRowProps {
  rootLabel: string;
  /** the breadcrumb's name */
  trailLabel: string;
  clearLabel: string;
  /** the chosen value from the top down (empty: nothing chosen) */
  path: SeekResult['region_path'];
  /** the level below the chosen one */
  values: FacetValue[];
  onChoose: (value: string | undefined) => void;
}

function DrillRow({ rootLabel, trailLabel, clearLabel, path, values, onChoose }: DrillRowProps) {
  const offered = values.filter((v) => v.count > 0);
  const [shown, foldButton] = useFold(offered);
  return (
    <>
      {path.length > 0 ? (
        <nav className={styles.crumbs} aria-label={trailLabel}>
          <Button type="link" size="small" className={styles.crumb} onClick={() => onChoose(undefined)}>
            {rootLabel}
          </Button>
          {path.map((step, i) => (
            <span key={step.value} className={styles.crumbStep}>
              <RightOutlined aria-hidden className={styles.crumbSep} />
              {i < path.length - 1 ? (
                <Button
                  type="link"
                  size="small"
                  className={styles.crumb}
                  onClick={() => onChoose(step.value)}
                >
                  {step.label}
                </Button>
              ) : (
                <strong className={styles.crumbCurrent} aria-current="true">
                  {step.label}
                </strong>
              )}
            </span>
          ))}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label={clearLabel}
            title={clearLabel}
            onClick={() => onChoose(undefined)}
          />
        </nav>
      ) : null}
      {shown.map((v) => (
        <Button
          key={v.value}
          type="text"
          size="small"
          className={styles.facetValue}
          aria-label={valueName(v)}
          onClick={() => onChoose(v.value)}
        >
          {v.label}
          <Count n={v.count} />
        </Button>
      ))}
      {foldButton}
      {path.length === 0 && offered.length === 0 ? (
        <span className={styles.facetNone}>{T.noValues}</span>
      ) : null}
    </>
  );
}

interface CheckRowProps {
  chosen: readonly string[];
  values: FacetValue[];
  onToggle: (value: string) => void;
}

function CheckRow({ chosen, values, onToggle }: CheckRowProps) {
  const [shown, foldButton] = useFold(values);
  if (values.length === 0) return <span className={styles.facetNone}>{T.noValues}</span>;
  return (
    <>
      {shown.map((v) => {
        const checked = chosen.includes(v.value);
        // nothing to find with it (unless chosen, so it can be taken off)
        const disabled = !checked && v.count === 0;
        return (
          <Tag.CheckableTag
            key={v.value}
            checked={checked}
            disabled={disabled}
            aria-label={valueName(v)}
            className={styles.checkValue}
            onChange={() => onToggle(v.value)}
            // Space toggles a checkbox; Enter does too, as on the registry sites
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || disabled) return;
              event.preventDefault();
              onToggle(v.value);
            }}
          >
            {v.label}
            <Count n={v.count} />
          </Tag.CheckableTag>
        );
      })}
      {foldButton}
    </>
  );
}
