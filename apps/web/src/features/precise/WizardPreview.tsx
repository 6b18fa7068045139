import { Button } from 'antd';
import { usePreciseConditions } from '../../lib/queries/precise.ts';
import { Panel } from '../../lib/ui/Panel.tsx';
import { StepList } from '../../lib/ui/StepList.tsx';
import { ConditionRow } from './ConditionRow.tsx';
import { PreciseTexts as T } from './texts.ts';
import { emptyConditions, SEARCH_RANGE_FIELD, searchRangeValues } from './wizard-form.ts';
import styles from './precise.module.css';
import preview from './wizard-preview.module.css';

/**
 * What a visitor sees of the wizard, under the login overlay: its four steps and its first step's
 * conditions with their options (the server's, drawn with the page), as the wizard shows them, but
 * without their fields' code. Nothing here can be used before signing in (the overlay covers it),
 * so a visitor's page does not load the wizard's forms, selects and tables; it loads once signed in.
 */
export function WizardPreview() {
  const groups = usePreciseConditions();
  const ranged = emptyConditions.picks[SEARCH_RANGE_FIELD] ?? [];
  return (
    <Panel>
      <div className={preview.steps}>
        <StepList titles={T.steps} />
      </div>
      <div className={styles.filters}>
        <ConditionRow label={T.keyword}>
          <span className={preview.field}>{T.keywordPlaceholder}</span>
          <span className={preview.options}>
            {T.searchRange}
            {searchRangeValues.map((option) => (
              <span key={option.value} className={preview.check}>
                <span className={ranged.includes(option.value) ? preview.boxChecked : preview.box} />
                {option.label}
              </span>
            ))}
          </span>
        </ConditionRow>
        <ConditionRow label={T.region}>
          <span className={preview.field}>{T.regionPlaceholder}</span>
        </ConditionRow>
        <ConditionRow label={T.industry}>
          <span className={preview.field}>{T.industryPlaceholder}</span>
        </ConditionRow>
        {(groups.data?.groups ?? [])
          .filter((group) => group.field !== SEARCH_RANGE_FIELD)
          .map((group) => (
            <ConditionRow key={group.field} label={group.title}>
              <span className={styles.tags}>
                {group.values.map((option) => (
                  <span key={option.value} className={preview.chip}>
                    {option.label}
                  </span>
                ))}
              </span>
            </ConditionRow>
          ))}
      </div>
      <div className={styles.actions}>
        <Button disabled>{T.reset}</Button>
        <Button type="primary" disabled>
          {T.next}
        </Button>
      </div>
    </Panel>
  );
}
