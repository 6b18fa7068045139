import { Button, Result } from 'antd';
import type { SendOutcome } from './PayQrModal.tsx';
import { PreciseTexts as T } from './texts.ts';

export interface WizardOutcomeProps {
  /** 'sending' while the paid export is still on its way */
  outcome: SendOutcome | 'sending';
  email: string;
  onRestart: () => void;
  onMyData: () => void;
}

/** The wizard's last step (导出数据): sent, still sending, or failed, with 新的查询 and 查看我的数据. */
export function WizardOutcome({ outcome, email, onRestart, onMyData }: WizardOutcomeProps) {
  const sending = outcome === 'sending';
  return (
    <Result
      status={sending ? 'info' : outcome.sent ? 'success' : 'error'}
      title={sending ? T.stillSending : outcome.sent ? T.sendSuccess : T.sendFailed}
      subTitle={
        sending
          ? T.stillSendingHint(email)
          : outcome.sent
            ? T.sentTo(email)
            : outcome.remark || T.sendFailedHint
      }
      extra={[
        <Button key="new" onClick={onRestart}>
          {T.newSearch}
        </Button>,
        <Button key="mine" type="primary" onClick={onMyData}>
          {T.myData}
        </Button>,
      ]}
    />
  );
}
