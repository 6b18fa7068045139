import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CustomRequestMessages as M, PRICE_REFRESH_MS, type CustomAdminRow } from '@qishu/contract';
import { LinkButton, useSave } from '../../lib/admin-ui/index.ts';
import { formatCount, formatPrice } from '../../lib/format.ts';
import {
  customReviewApi,
  reviewListKey,
  suggestedPriceQuery,
  useReloadReviews,
} from './custom-review-api.ts';
import { numsProblem, numsRules, priceRules, raisedToMinimum } from './finish-rules.ts';
import { CustomReviewTexts as T } from './texts.ts';

interface FinishValues {
  nums: string;
  price: string;
}

/** `value`, once it has stopped changing for `ms` (the price is asked for 300 ms after the count). */
function useSettled<V>(value: V, ms: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface FinishFormProps {
  row: CustomAdminRow;
  onFinished: () => void;
}

/**
 * 完成处理: 记录数 (default: all the attached data) and 价格 in yuan (default: the shop's tiered price
 * of that count, until staff type their own); under 1 yuan the requester pays 1. Confirmed, since a
 * done request changes no more. Data attached anew starts the form afresh.
 */
export function FinishForm(props: FinishFormProps) {
  const dataCount = props.row.data_count;
  if (dataCount === null) return <Alert type="info" showIcon title={M.dataMissing} />;
  return <FinishFields key={dataCount} {...props} dataCount={dataCount} />;
}

function FinishFields({ row, onFinished, dataCount }: FinishFormProps & { dataCount: number }) {
  const [form] = Form.useForm<FinishValues>();
  const [confirming, setConfirming] = useState(false);
  const reload = useReloadReviews();
  const nums = Form.useWatch('nums', form);
  const price = Form.useWatch('price', form);
  const settledNums = useSettled(nums, PRICE_REFRESH_MS);
  const priced = numsProblem(settledNums, dataCount) === null;
  const suggestion = useQuery({
    ...suggestedPriceQuery(Number(settledNums)),
    enabled: priced,
    staleTime: 60_000,
  });
  const suggested = priced ? suggestion.data?.price : undefined;

  // the suggestion fills the price until staff type one themselves
  useEffect(() => {
    if (suggested !== undefined && !form.isFieldTouched('price')) form.setFieldsValue({ price: suggested });
  }, [suggested, form]);

  const finish = useSave(
    (values: FinishValues) =>
      customReviewApi.finish(row.agent_label_apply_id, {
        nums: values.nums.trim(),
        price: values.price.trim(),
      }),
    { invalidate: reviewListKey, successText: T.finished, onDone: onFinished },
  );

  const check = () =>
    form
      .validateFields()
      .then(() => setConfirming(true))
      .catch(() => undefined);

  return (
    <Form<FinishValues> form={form} layout="vertical" initialValues={{ nums: String(dataCount), price: '' }}>
      <Form.Item
        name="nums"
        label={T.finishNums}
        rules={numsRules(dataCount)}
        extra={T.numsHint(formatCount(dataCount))}
      >
        <Input inputMode="numeric" suffix={T.unit} style={{ maxWidth: 260 }} />
      </Form.Item>
      <Form.Item
        name="price"
        label={T.finishPrice}
        rules={priceRules}
        extra={
          <>
            {suggested !== undefined ? (
              <span>
                {T.suggestion(formatPrice(suggested))}
                {price !== suggested ? (
                  <LinkButton onClick={() => form.setFieldsValue({ price: suggested })}>
                    {T.useSuggestion}
                  </LinkButton>
                ) : null}
              </span>
            ) : priced && suggestion.isFetching ? (
              T.pricing
            ) : null}
            {raisedToMinimum(price) ? (
              <Typography.Text type="warning" style={{ display: 'block' }}>
                {T.minimumNote}
              </Typography.Text>
            ) : null}
          </>
        }
      >
        <Input inputMode="decimal" suffix={T.yuan} style={{ maxWidth: 260 }} />
      </Form.Item>
      <Popconfirm
        open={confirming}
        title={T.finishConfirm}
        okText={T.ok}
        cancelText={T.cancel}
        onConfirm={() => {
          setConfirming(false);
          finish.mutate(form.getFieldsValue(), { onError: reload });
        }}
        onCancel={() => setConfirming(false)}
        // opened only once the fields are valid (check); a click elsewhere closes it
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
      >
        <Button type="primary" loading={finish.isPending} onClick={() => void check()}>
          {T.finishSubmit}
        </Button>
      </Popconfirm>
    </Form>
  );
}
