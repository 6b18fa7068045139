import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Form, Input, Result, Segmented, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { leadStages, type LeadStage } from '@qishu/contract';
import { SearchBar } from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { labelsQuery } from './label-api.ts';
import { LabelTag } from './LabelTags.tsx';
import { LeadBoard } from './LeadBoard.tsx';
import { LeadList } from './LeadList.tsx';
import { LeadTexts as T } from './texts.ts';
import { useStageMove } from './use-stage-move.tsx';
import { PageHeader } from './PageHeader.tsx';

type View = 'list' | 'board';

interface FilterValues {
  keyword?: string;
  label_id?: number;
  stage?: LeadStage;
}

/** `?label_id=` of the address (the labels page links here with it), when it is a real id. */
function labelParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('label_id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /sale/follow (线索跟进): the leads the caller's role lets them see, as a kanban by stage (drag to
 * move) or a list (sortable, filter by stage, select rows to label them in bulk). Both views follow
 * the filters: part of the company name and a label (`?label_id=` in the address, which opens the
 * list). Perms sale:follow:list and :update; the labels sale:label:list and :update.
 */
export function LeadFollowPage() {
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const labelId = labelParam(params);
  const [view, setView] = useState<View>(() => (labelId ? 'list' : 'board'));
  const [keyword, setKeyword] = useState<string | undefined>();
  const [stage, setStage] = useState<LeadStage | undefined>();
  const [form] = Form.useForm<FilterValues>();
  const { request, modal } = useStageMove();
  const allowed = can('sale:follow:list');
  const canSeeLabels = can('sale:label:list');
  const labels = useQuery(labelsQuery(allowed && canSeeLabels));

  // the label field follows the address (a link, back and forward)
  useEffect(() => {
    if (allowed) form.setFieldValue('label_id', labelId);
  }, [form, labelId, allowed]);

  if (!allowed) return <Result status="403" subTitle={T.noPermission} />;
  const canMove = can('sale:follow:update');

  const apply = (v: FilterValues) => {
    setKeyword(v.keyword?.trim() || undefined);
    setStage(v.stage);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (v.label_id) next.set('label_id', String(v.label_id));
        else next.delete('label_id');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div style={{ padding: 16 }}>
      <PageHeader title={T.title} hint={T.hint} />
      <div style={{ marginBottom: 12 }}>
        <SearchBar<FilterValues>
          form={form}
          // prefixes the field ids (search_…) so they never clash with a dialog's fields
          name="search"
          onFinish={apply}
          onReset={() => apply({})}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear placeholder={T.keywordPlaceholder} maxLength={50} style={{ width: 200 }} />
          </Form.Item>
          {canSeeLabels && (
            <Form.Item name="label_id" label={T.label}>
              <Select<number>
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={T.allLabels}
                style={{ width: 180 }}
                loading={labels.isLoading}
                options={(labels.data ?? []).map((l) => ({
                  value: l.label_id,
                  label: l.name,
                  color: l.color,
                }))}
                optionRender={(o) => <LabelTag name={String(o.label)} color={String(o.data.color)} />}
              />
            </Form.Item>
          )}
          {view === 'list' && (
            <Form.Item name="stage" label={T.stage}>
              <Select
                allowClear
                placeholder={T.allStages}
                style={{ width: 140 }}
                options={leadStages.map((s) => ({ value: s.key, label: s.label }))}
              />
            </Form.Item>
          )}
        </SearchBar>
      </div>
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'board', label: T.boardView },
          { value: 'list', label: T.listView },
        ]}
        style={{ marginBottom: 12 }}
      />
      {view === 'board' ? (
        <LeadBoard
          onMove={request}
          canMove={canMove}
          filters={{ ...(labelId ? { label_id: labelId } : {}), ...(keyword ? { keyword } : {}) }}
        />
      ) : (
        <LeadList
          filters={{ keyword, label_id: labelId, stage }}
          canMove={canMove}
          onMove={request}
          canLabel={canSeeLabels && can('sale:label:update')}
          labels={labels.data ?? []}
          labelsLoading={labels.isLoading}
        />
      )}
      {modal}
    </div>
  );
}
