import { useEffect } from 'react';
import { App } from 'antd';
import { setApiNotifier } from '../lib/api/index.ts';

/** Lets the api client show its error toasts through antd's context-aware message instance. */
export function ApiNotifierBridge() {
  const { message } = App.useApp();
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
