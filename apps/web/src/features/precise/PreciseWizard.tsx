import { lazy, Suspense, useState } from 'react';
import { Card, Skeleton, Steps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  PayType,
  type AccurateScreeningRequest,
  type AccurateScreeningResponse,
  type AddAccurateScreeningOrderResponse,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { requestPayUrl } from '../../lib/payment/index.ts';
import { useCurrentUser, useLoginGate } from '../../lib/session/index.ts';
import type { Priced } from './ExportStep.tsx';
import type { SendOutcome } from './PayQrModal.tsx';
import { PreciseConditionForm } from './PreciseConditionForm.tsx';
import { invalidatePreciseOrders, preciseApi } from './precise-api.ts';
import { PreciseTexts as T } from './texts.ts';
import { emptyConditions, type Conditions } from './wizard-form.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** Where 查看我的数据 goes (data-shop.md §2: my data, /manin/record). */
export const MY_DATA_PATH = '/manin/record';

/**
 * The steps after the first load when first reached (their table, form, dialog and result are
 * not on the page a visitor opens); the export step starts loading with the search, the pay
 * dialog with the order.
 */
const loadExportStep = () => import('./ExportStep.tsx').then((m) => ({ default: m.ExportStep }));
const ExportStep = lazy(loadExportStep);
const loadPayQrModal = () => import('./PayQrModal.tsx').then((m) => ({ default: m.PayQrModal }));
const PayQrModal = lazy(loadPayQrModal);
const WizardOutcome = lazy(() => import('./WizardOutcome.tsx').then((m) => ({ default: m.WizardOutcome })));
const stepLoading = <Skeleton active paragraph={{ rows: 6 }} />;

type Stage =
  | { step: 0 }
  | { step: 1; found: AccurateScreeningResponse }
  | { step: 2; found: AccurateScreeningResponse; payment: GetPayUrlResponse; email: string }
  | { step: 3; found: AccurateScreeningResponse; email: string; outcome: SendOutcome | 'sending' };

/**
 * The precise-search export wizard (data-shop.md §2 "Custom route", §4 "Precise wizard"):
 * 填写条件 → 完善导出信息 → 扫码支付 → 导出数据. Step 0 → 1 on 下一步 (the search runs), 1 → 2 when
 * the QR is shown, 2 → 3 when the data was sent (or failed). Closing the QR modal goes back one step;
 * 修改 goes back one step.
 */
export function PreciseWizard() {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const gate = useLoginGate();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [stage, setStage] = useState<Stage>({ step: 0 });
  const [conditions, setConditions] = useState<Conditions>(emptyConditions);
  const [count, setCount] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  /** the order made for (count, email) of this search: paying again after closing the QR reuses it */
  const [order, setOrder] = useState<{
    key: string;
    order: AddAccurateScreeningOrderResponse;
  } | null>(null);

  /** business refusals (400: the §5 messages) as a warning, anything else as an error */
  const refusal = (error: unknown) => {
    if (isApiError(error) && (error.kind === 'aborted' || error.kind === 'logout')) return;
    if (isApiError(error) && error.kind === 'business') void message.warning(error.message);
    else void message.error((error as Error).message);
  };

  const search = useMutation({
    mutationFn: (request: AccurateScreeningRequest) => {
      void loadExportStep();
      return preciseApi.search(request);
    },
    onSuccess: (found) => {
      if (email === '' && user?.email) setEmail(user.email);
      setCount('');
      setOrder(null);
      setStage({ step: 1, found });
    },
    onError: refusal,
  });

  /** a visitor signs in before searching */
  const signedIn = () => {
    if (!user) gate.openLogin();
    return user !== null;
  };

  const pay = useMutation({
    mutationFn: async ({ found, priced }: { found: AccurateScreeningResponse; priced: Priced }) => {
      void loadPayQrModal();
      const address = email.trim();
      const key = `${found.shop_search_condition_id}|${priced.nums}|${address}`;
      const made =
        order?.key === key
          ? order.order
          : await preciseApi.order({
              shop_search_condition_id: found.shop_search_condition_id,
              nums: priced.nums,
              email: address,
              sys_user_id: user?.sys_user_id,
            });
      setOrder({ key, order: made });
      const payment = await requestPayUrl({
        money: made.amount,
        per_order_id: made.per_order_id,
        sys_user_id: user?.sys_user_id,
        type: 1,
        email: address,
        pay_type: PayType.wallet,
        count: made.nums,
      });
      return { found, payment, email: address };
    },
    onSuccess: ({ found, payment, email: address }) => {
      void invalidatePreciseOrders(client);
      setStage({ step: 2, found, payment, email: address });
    },
    onError: refusal,
  });

  const restart = () => {
    setConditions(emptyConditions);
    setCount('');
    setOrder(null);
    setStage({ step: 0 });
  };

  const failed = stage.step === 3 && stage.outcome !== 'sending' && !stage.outcome.sent;

  return (
    <Card>
      <Steps
        current={stage.step}
        status={failed ? 'error' : stage.step === 3 && stage.outcome !== 'sending' ? 'finish' : 'process'}
        items={T.steps.map((title) => ({ title }))}
        // titles under their numbers at every width: the server draws the same steps a phone shows
        // (antd's responsive switch to vertical steps happens in the browser only, a layout shift)
        responsive={false}
        titlePlacement="vertical"
        style={{ margin: '4px 0 28px' }}
      />
      {stage.step === 0 ? (
        <PreciseConditionForm
          value={conditions}
          onChange={setConditions}
          beforeSearch={signedIn}
          sysUserId={user?.sys_user_id}
          searching={search.isPending}
          onSearch={(request) => search.mutate(request)}
        />
      ) : null}
      {stage.step === 1 || stage.step === 2 ? (
        <Suspense fallback={stepLoading}>
          <ExportStep
            result={stage.found}
            count={count}
            email={email}
            onCount={setCount}
            onEmail={setEmail}
            onModify={() => setStage({ step: 0 })}
            onPay={(priced) => pay.mutate({ found: stage.found, priced })}
            paying={pay.isPending}
          />
        </Suspense>
      ) : null}
      {stage.step === 2 ? (
        <Suspense fallback={null}>
          <PayQrModal
            key={stage.payment.order_id}
            open
            payment={stage.payment}
            onPaid={() => void invalidatePreciseOrders(client)}
            onClose={(paid) =>
              setStage(
                paid
                  ? { step: 3, found: stage.found, email: stage.email, outcome: 'sending' }
                  : { step: 1, found: stage.found },
              )
            }
            onSendDone={(outcome) => {
              void invalidatePreciseOrders(client);
              setStage({ step: 3, found: stage.found, email: stage.email, outcome });
            }}
          />
        </Suspense>
      ) : null}
      {stage.step === 3 ? (
        <Suspense fallback={stepLoading}>
          <WizardOutcome
            outcome={stage.outcome}
            email={stage.email}
            onRestart={restart}
            onMyData={() => void navigate(MY_DATA_PATH)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
