import { useEffect } from 'react';

import { setApiNotifier } from '../lib/api/index.ts';
import { useFeedback } from '../lib/feedback/index.ts';

/** Lets the api client show its error toasts through the app's themed message (lib/feedback). */
export function ApiNotifierBridge() {
  const { message } = useFeedback();
  useEffect(
    () =>
      setApiNotifier((text) => {
        // The key folds identical toasts from calls failing together into one.
        void message.error({ content: text, key: text });
      }),
    [message],
  );
  return null;
}
