import { useState } from 'react';
import { Alert, Button, Checkbox, Dropdown, Radio, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  QueryLimits,
  queryConditionsSchema,
  queryConditionSummary,
  queryFields,
  type QueryConditionInput,
  type QueryConditionsInput,
  type QueryFieldKey,
  type QueryNames,
} from '@qishu/contract';
import { ConditionEditor } from './ConditionEditor.tsx';
import { QueryTexts as T } from './texts.ts';
import styles from './company-query.module.css';

interface DraftCondition {
  id: number;
  c: QueryConditionInput;
}
interface DraftGroup {
  id: number;
  not: boolean;
  conditions: DraftCondition[];
}
interface Draft {
  combine: 'and' | 'or';
  groups: DraftGroup[];
}

let nextId = 1;
const newId = () => nextId++;

/** A new condition of a field, as the builder offers it (lists empty until chosen). */
export function newCondition(field: QueryFieldKey): QueryConditionInput {
  switch (field) {
    case 'keyword':
      return { field, text: '', ranges: [0] };
    case 'region':
    case 'industry':
      return { field, op: 'in', codes: [] };
    case 'capital':
      return { field, ranges: [] };
    case 'founded':
      return { field };
    case 'status':
    case 'type':
      return { field, values: [] };
    case 'flag':
      return { field, key: 'hasMobile', has: true };
    case 'risk':
      return { field, kind: 'dishonest', has: true };
    case 'age':
    case 'insured':
    case 'revenue':
      return { field, bands: [] };
  }
}

const fieldLabel = (field: QueryFieldKey) => queryFields.find((f) => f.key === field)?.label ?? field;

const emptyGroup = (): DraftGroup => ({ id: newId(), not: false, conditions: [] });

function draftOf(q: QueryConditionsInput | null): Draft {
  if (!q?.groups?.length) return { combine: 'and', groups: [emptyGroup()] };
  return {
    combine: q.combine ?? 'and',
    groups: q.groups.map((g) => ({
      id: newId(),
      not: g.not ?? false,
      conditions: (g.conditions ?? []).map((c) => ({ id: newId(), c })),
    })),
  };
}

const inputOf = (d: Draft): QueryConditionsInput => ({
  combine: d.combine,
  groups: d.groups.map((g) => ({ not: g.not, conditions: g.conditions.map((x) => x.c) })),
});

/** Where a refusal points: 条件组 2 第 1 个条件. */
function placeOf(path: readonly PropertyKey[]): string {
  const g = path[0] === 'groups' && typeof path[1] === 'number' ? path[1] : null;
  const c = path[2] === 'conditions' && typeof path[3] === 'number' ? path[3] : null;
  if (g === null) return '';
  return c === null ? `${T.group(g + 1)}：` : `${T.group(g + 1)} 第 ${c + 1} 个条件：`;
}

/**
 * The condition builder: groups of conditions (all of a group must hold), the relation between the
 * groups (并且 / 或者), a group may exclude (NOT); the whole query in words below it, 清空 and 查询.
 * 查询 checks the query with the contract's own rules and names the group and condition at fault.
 */
export function ConditionBuilder({
  initial,
  names,
  onRun,
  onClear,
}: {
  initial: QueryConditionsInput | null;
  names: QueryNames;
  onRun: (q: QueryConditionsInput) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [problem, setProblem] = useState<string | null>(null);

  const change = (next: Draft) => {
    setDraft(next);
    setProblem(null);
  };
  const updateGroup = (id: number, patch: (g: DraftGroup) => DraftGroup) =>
    change({ ...draft, groups: draft.groups.map((g) => (g.id === id ? patch(g) : g)) });

  const input = inputOf(draft);
  const empty = draft.groups.every((g) => g.conditions.length === 0);
  const summary = empty ? T.summaryEmpty : queryConditionSummary(input, names);

  const run = () => {
    // groups left empty are dropped; the rest must pass the contract's rules
    const asked = { ...input, groups: (input.groups ?? []).filter((g) => (g.conditions ?? []).length > 0) };
    const parsed = queryConditionsSchema.safeParse(asked);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(`${placeOf(issue?.path ?? [])}${issue?.message ?? ''}`);
      return;
    }
    setProblem(null);
    onRun(asked);
  };

  return (
    <section className={styles.builder} aria-label={T.builderLabel}>
      <div className={styles.combine}>
        <span className={styles.combineLabel}>{T.combineLabel}</span>
        <Radio.Group
          aria-label={T.combineLabel}
          optionType="button"
          value={draft.combine}
          onChange={(e) => change({ ...draft, combine: e.target.value as 'and' | 'or' })}
          options={[
            { value: 'and', label: T.combineAnd },
            { value: 'or', label: T.combineOr },
          ]}
        />
      </div>
      {draft.groups.map((g, gi) => (
        <div key={g.id} className={styles.groupWrap}>
          {gi > 0 ? (
            <div className={styles.between} aria-hidden>
              {draft.combine === 'or' ? '或者' : '并且'}
            </div>
          ) : null}
          <fieldset className={g.not ? `${styles.group} ${styles.groupNot}` : styles.group}>
            <legend className={styles.srOnly}>{T.group(gi + 1)}</legend>
            <div className={styles.groupHead}>
              <Typography.Text strong>
                {T.group(gi + 1)}
                {g.not ? <span className={styles.notBadge}>{T.negated}</span> : null}
              </Typography.Text>
              <Checkbox
                checked={g.not}
                onChange={(e) => updateGroup(g.id, (x) => ({ ...x, not: e.target.checked }))}
              >
                {T.negate}
              </Checkbox>
              {draft.groups.length > 1 ? (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={T.removeGroup(gi + 1)}
                  onClick={() => change({ ...draft, groups: draft.groups.filter((x) => x.id !== g.id) })}
                  className={styles.groupRemove}
                />
              ) : null}
            </div>
            <ol className={styles.conditions}>
              {g.conditions.map((x, ci) => (
                <li key={x.id} className={styles.condition}>
                  <span className={styles.conditionLabel}>
                    {ci > 0 ? <span className={styles.and}>{T.and}</span> : null}
                    {fieldLabel(x.c.field)}
                  </span>
                  <div className={styles.conditionEditor}>
                    <ConditionEditor
                      value={x.c}
                      onChange={(c) =>
                        updateGroup(g.id, (grp) => ({
                          ...grp,
                          conditions: grp.conditions.map((y) => (y.id === x.id ? { ...y, c } : y)),
                        }))
                      }
                    />
                  </div>
                  <Button
                    type="text"
                    size="small"
                    icon={<CloseOutlined aria-hidden />}
                    aria-label={T.removeCondition(fieldLabel(x.c.field))}
                    onClick={() =>
                      updateGroup(g.id, (grp) => ({
                        ...grp,
                        conditions: grp.conditions.filter((y) => y.id !== x.id),
                      }))
                    }
                    className={styles.conditionRemove}
                  />
                </li>
              ))}
            </ol>
            <Dropdown
              trigger={['click']}
              disabled={g.conditions.length >= QueryLimits.conditionsMax}
              menu={{
                items: queryFields.map((f) => ({ key: f.key, label: f.label })),
                onClick: ({ key }) =>
                  updateGroup(g.id, (grp) => ({
                    ...grp,
                    conditions: [...grp.conditions, { id: newId(), c: newCondition(key as QueryFieldKey) }],
                  })),
              }}
            >
              <Button
                size="small"
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                disabled={g.conditions.length >= QueryLimits.conditionsMax}
                title={g.conditions.length >= QueryLimits.conditionsMax ? T.conditionsFull : undefined}
              >
                {T.addCondition}
              </Button>
            </Dropdown>
          </fieldset>
        </div>
      ))}
      <div>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={draft.groups.length >= QueryLimits.groupsMax}
          title={draft.groups.length >= QueryLimits.groupsMax ? T.groupsFull : undefined}
          onClick={() => change({ ...draft, groups: [...draft.groups, emptyGroup()] })}
        >
          {T.addGroup}
        </Button>
      </div>
      <div className={styles.summary}>
        <span className={styles.summaryLabel}>{T.summaryLabel}：</span>
        <span aria-live="polite" data-testid="query-summary">
          {summary}
        </span>
      </div>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      <div className={styles.actions}>
        <Button
          onClick={() => {
            change({ combine: 'and', groups: [emptyGroup()] });
            onClear();
          }}
        >
          {T.clear}
        </Button>
        <Button type="primary" onClick={run}>
          {T.run}
        </Button>
      </div>
    </section>
  );
}
