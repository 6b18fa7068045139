/** Shows one error text to the user. */
export type ApiNotifier = (text: string) => void;

/**
 * Until the app mounts (see app/ApiNotifierBridge) antd's static message is used, loaded when first
 * needed; it works, but cannot read the theme, so the bridge replaces it with the app's own.
 */
const staticNotifier: ApiNotifier = (text) => {
  void import('antd/es/message')
    .then(({ default: message }) => message.error({ content: text, key: text }))
    // a toast with no page left to show it on (the page was closed, a test's page torn down) is dropped
    .catch(() => undefined);
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
