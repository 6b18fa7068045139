import type { useAppProps } from 'antd/es/app/context';

/** A method of antd's feedback APIs that the app calls and never reads the answer of. */
type Fire<T> = { [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : never };

/**
 * What antd's `App.useApp()` gives, as the app uses it: message toasts, confirm and info dialogs,
 * notifications. Calls made before antd's code has arrived are made once it has.
 */
export interface Feedback {
  message: Fire<useAppProps['message']>;
  modal: Fire<useAppProps['modal']>;
  notification: Fire<useAppProps['notification']>;
}

/** antd's own instances, as the host hands them over. */
export type FeedbackApis = useAppProps;
