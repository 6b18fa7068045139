import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import {
  PRICE_REFRESH_MS,
  PREVIEW_ROWS,
  PreciseMessages,
  clampExportCount,
  exportCountError,
  wizardEmailError,
  type AccurateScreeningResponse,
  type GetNumsToPricesResponse,
  type PrecisePreviewRow,
} from '@qishu/contract';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { PreviewRowsTable } from '../../lib/PreviewRowsTable.tsx';
import { preciseApi } from './precise-api.ts';
import { PreciseTexts as T } from './texts.ts';
import styles from './precise.module.css';

/** The price of a count as the server gave it (getNumsToPrices). */
export interface Priced extends GetNumsToPricesResponse {
  nums: number;
}

export const belowMinimum = (p: Priced) => Number(p.price) < Number(p.min_price);

export interface ExportStepProps {
  result: AccurateScreeningResponse;
  count: string;
  email: string;
  onCount: (count: string) => void;
  onEmail: (email: string) => void;
  onModify: () => void;
  /** 去支付 with a checked count and e-mail and the price of that count */
  onPay: (price: Priced) => void;
  paying: boolean;
}

/**
 * Step 1 完善导出信息 (data-shop.md §4, §5): the found count, the conditions, 预览, 导出数量 (digits,
 * capped, checked on blur), 邮箱 (checked on change), the price 300 ms after the count changes and
 * the 1-yuan minimum.
 */
export function ExportStep(props: ExportStepProps) {
  const { result, count, email } = props;
  const [previewOpen, setPreviewOpen] = useState(false);
  const [countError, setCountError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [price, setPrice] = useState<Priced | null>(null);
  const [priceFailed, setPriceFailed] = useState<string | null>(null);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const fetchPrice = async (nums: number): Promise<Priced | null> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const answer = { nums, ...(await preciseApi.price(nums, controller.signal)) };
      if (!controller.signal.aborted) {
        setPrice(answer);
        setPriceFailed(null);
      }
      return answer;
    } catch (error) {
      if (!controller.signal.aborted) setPriceFailed((error as Error).message);
      return null;
    }
  };

  /** §9: the price is refreshed 300 ms after the count changes */
  const schedulePrice = (next: string) => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    if (next === '') {
      setPrice(null);
      return;
    }
    timer.current = setTimeout(() => void fetchPrice(Number(next)), PRICE_REFRESH_MS);
  };

  const changeCount = (raw: string) => {
    const next = clampExportCount(raw, result.count);
    props.onCount(next);
    if (next !== '') setCountError(null);
    if (next !== count) schedulePrice(next);
  };

  const current = price && String(price.nums) === count ? price : null;
  const tooCheap = current !== null && belowMinimum(current);

  const pay = async () => {
    const countProblem = exportCountError(count, result.count);
    const emailProblem = wizardEmailError(email);
    setCountError(countProblem);
    setEmailError(emailProblem);
    if (countProblem || emailProblem) return;
    clearTimeout(timer.current);
    const priced = current ?? (await fetchPrice(Number(count)));
    if (!priced || belowMinimum(priced)) return;
    props.onPay(priced);
  };

  return (
    <>
      <Descriptions
        bordered
        size="middle"
        column={1}
        styles={{ label: { width: 140 } }}
        items={[
          {
            key: 'found',
            label: T.found,
            children: (
              <Flex align="center" justify="space-between" wrap gap={12}>
                <span className={styles.found}>
                  <span className={styles.foundCount} data-testid="found-count">
                    {formatCount(result.count)}
                  </span>
                  <span>{T.foundUnit}</span>
                </span>
                <Button
                  icon={<EyeOutlined />}
                  onClick={() => setPreviewOpen(true)}
                  disabled={result.res.length === 0}
                >
                  {T.preview}
                </Button>
              </Flex>
            ),
          },
          {
            key: 'conditions',
            label: T.conditions,
            children: <Typography.Paragraph style={{ margin: 0 }}>{result.search_text}</Typography.Paragraph>,
          },
        ]}
      />
      {result.count === 0 ? (
        <Alert type="warning" showIcon title={PreciseMessages.foundNothing} style={{ marginTop: 16 }} />
      ) : null}

      <Form layout="horizontal" labelCol={{ flex: '140px' }} style={{ marginTop: 24, maxWidth: 720 }}>
        <Form.Item
          label={T.exportCount}
          required
          validateStatus={countError ? 'error' : undefined}
          help={countError ?? undefined}
        >
          <Input
            aria-label={T.exportCount}
            inputMode="numeric"
            placeholder={T.exportCountPlaceholder(formatCount(result.count))}
            value={count}
            onChange={(e) => changeCount(e.target.value)}
            onBlur={() => setCountError(exportCountError(count, result.count))}
            suffix={T.exportCountUnit}
            style={{ width: 260 }}
            className={styles.number}
          />
        </Form.Item>
        <Form.Item
          label={T.email}
          required
          validateStatus={emailError ? 'error' : undefined}
          help={emailError ?? undefined}
        >
          <Input
            aria-label={T.email}
            type="email"
            autoComplete="email"
            maxLength={100}
            placeholder={T.emailPlaceholder}
            value={email}
            onChange={(e) => {
              props.onEmail(e.target.value);
              setEmailError(wizardEmailError(e.target.value));
            }}
            style={{ width: 360 }}
          />
        </Form.Item>
        <Form.Item
          label={T.price}
          extra={T.priceRule}
          validateStatus={tooCheap || priceFailed ? 'error' : undefined}
          help={tooCheap ? PreciseMessages.belowMinimum : (priceFailed ?? undefined)}
        >
          {count === '' ? (
            <Typography.Text type="secondary" data-testid="precise-price">
              {T.priceEmpty}
            </Typography.Text>
          ) : (
            <span className={styles.price} data-testid="precise-price" aria-live="polite">
              {current ? formatPrice(current.price) : T.pricing}
            </span>
          )}
        </Form.Item>
      </Form>

      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={props.onModify}>{T.modify}</Button>
        <Button type="primary" loading={props.paying} disabled={tooCheap} onClick={() => void pay()}>
          {T.pay}
        </Button>
      </Flex>

      <PreviewModal open={previewOpen} rows={result.res} onClose={() => setPreviewOpen(false)} />
    </>
  );
}

function PreviewModal({
  open,
  rows,
  onClose,
}: {
  open: boolean;
  rows: PrecisePreviewRow[];
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={T.previewTitle(PREVIEW_ROWS)} width={1040} footer={null} onCancel={onClose}>
      <PreviewRowsTable rows={rows} emptyText={T.previewEmpty} />
    </Modal>
  );
}
