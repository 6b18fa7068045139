import { useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import './dayjs-locale.ts';
import { ApiNotifierBridge } from './ApiNotifierBridge.tsx';
import { createQueryClient } from './query-client.ts';
import { FeedbackProvider } from '../lib/feedback/index.ts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { appTheme } from './theme.ts';

/** Button labels render exactly as written (登录, 暂存), not with antd's space between two characters. */
const buttonConfig = { autoInsertSpace: false } as const;

/** Every select can be typed into, matching what the user reads (the label), not the hidden id. */
const selectConfig = { showSearch: { optionFilterProp: 'label' } } as const;

/**
 * The cascaders' expand arrow is decoration: hidden from assistive technology, so an option is read
 * (and found by role) as 广东省, not "广东省 right".
 */
const cascaderConfig = { expandIcon: <RightOutlined aria-hidden /> };

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
}

/** Theme, Chinese locale, message/modal/notification (lib/feedback) and the data cache, once for the whole app. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // a visitor who asks the system for less motion gets antd without its animations
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(
    () => ({
      ...(reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
      // jsdom lays nothing out: antd's CSS-in-JS, built and serialised for every component, is
      // only cost in the component tests (most of their time); the browser journeys see the styles
      ...(import.meta.env.MODE === 'test' ? { zeroRuntime: true } : {}),
    }),
    [reducedMotion],
  );
  return (
    <ConfigProvider
      locale={zhCN}
      theme={theme}
      button={buttonConfig}
      select={selectConfig}
      cascader={cascaderConfig}
    >
      <FeedbackProvider>
        <QueryClientProvider client={client}>
          <ApiNotifierBridge />
          {children}
        </QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
