import { message } from 'antd';

/** Shows one error text to the user. */
export type ApiNotifier = (text: string) => void;

/**
 * Until the app mounts its antd `<App>` (see app/ApiNotifierBridge) the static antd message is used;
 * it works, but cannot read the theme, so the bridge replaces it with the context-aware instance.
 */
const staticNotifier: ApiNotifier = (text) => {
  void message.error({ content: text, key: text });
};

let current: ApiNotifier = staticNotifier;

/** Replaces the error toast used by the api client; returns a function that restores the previous one. */
export function setApiNotifier(notifier: ApiNotifier): () => void {
  const previous = current;
  current = notifier;
  return () => {
    current = previous;
  };
}

export function notifyApiError(text: string): void {
  current(text);
}
