import { useNavigate } from 'react-router';
import type { ApplySpecialDataResponse } from '@qishu/contract';
import { CustomRecordTexts as T } from './custom-record-texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** 我的数据 → 个性化定制 (data-shop.md §2 "My data"). */
export const MY_CUSTOM_REQUESTS = '/manin/record?tab=custom';

/**
 * After a request was saved (submitted or 暂存): a confirm dialog with the server's message that
 * points to 我的数据 → 个性化定制; OK goes there (data-shop.md §2 "Custom record detail modal").
 */
export function useSavedConfirm(): (result: ApplySpecialDataResponse) => void {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  return (result) =>
    void modal.confirm({
      title: T.savedTitle,
      content: (
        <>
          <p style={{ margin: '0 0 4px' }}>{result.message}</p>
          <p style={{ margin: 0 }}>{T.savedHint}</p>
        </>
      ),
      okText: T.myData,
      cancelText: T.stay,
      onOk: () => void navigate(MY_CUSTOM_REQUESTS),
    });
}
