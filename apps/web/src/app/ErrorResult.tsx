import { Button } from 'antd';
import { StatusNotice } from '../lib/StatusNotice.tsx';
import { AppTexts } from './texts.ts';

/**
 * What every crashed page shows: what happened and the one thing to do about it. Not on a chunk of
 * its own: a failed load is one reason it shows.
 */
export function ErrorResult() {
  return (
    <StatusNotice
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
