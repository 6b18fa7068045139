import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { FeedbackChannel } from './feedback-channel.ts';
import type { Feedback, FeedbackApis } from './feedback-types.ts';

// a chunk that fails to arrive (the network dropped) costs the toasts, not the page: the error would
// otherwise reach the app's error boundary
const FeedbackHost = lazy(
  (): Promise<{ default: ComponentType<{ onReady: (apis: FeedbackApis) => void }> }> =>
    import('./FeedbackHost.tsx').catch(() => ({ default: () => null })),
);

const FeedbackContext = createContext<Feedback | null>(null);

/** The events that say someone is about to act: the host loads then, before a toast is due. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * antd's `<App>` without its weight on the first screen: the same root element and base text style
 * (antd's App style), and message / modal / notification from a host that loads on the first call
 * or the first touch, click or key press, whichever comes first.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [channel] = useState(() => new FeedbackChannel(() => setWanted(true)));
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_ACTS)
      window.addEventListener(type, want, { capture: true, once: true, passive: true });
    return () => {
      for (const type of FIRST_ACTS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  return (
    <FeedbackContext.Provider value={channel.feedback}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {children}
        {wanted ? (
          <Suspense fallback={null}>
            <FeedbackHost onReady={channel.attach} />
          </Suspense>
        ) : null}
      </div>
    </FeedbackContext.Provider>
  );
}

/** The app's message, modal and notification (what antd's `App.useApp()` gives, see FeedbackProvider). */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider (AppProviders mounts one)');
  return feedback;
}
