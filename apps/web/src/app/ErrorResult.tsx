import { Button, Result } from 'antd';
import { AppTexts } from './texts.ts';

/** What every crashed page shows: what happened and the one thing to do about it. */
export function ErrorResult() {
  return (
    <Result
      status="error"
      title={AppTexts.pageErrorTitle}
      subTitle={AppTexts.pageErrorHint}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {AppTexts.reload}
        </Button>
      }
    />
  );
}
