import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { FeedbackApis } from './feedback-types.ts';

/**
 * antd's message, modal and notification hooks with their holders: what antd's `<App>` mounts, loaded
 * on demand (about 15 KiB of script no first screen needs). Inside the ConfigProvider, so toasts and
 * dialogs take the app's theme and locale.
 */
export default function FeedbackHost({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(
    () => onReady({ message: messageApi, modal: modalApi, notification: notificationApi }),
    [onReady, messageApi, modalApi, notificationApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
