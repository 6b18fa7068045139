import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import './dayjs-locale.ts';
import { ApiNotifierBridge } from './ApiNotifierBridge.tsx';
import { createQueryClient } from './query-client.ts';
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

/** Theme, Chinese locale, antd message/modal context and the data cache, once for the whole app. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConfigProvider
      locale={zhCN}
      theme={appTheme}
      button={buttonConfig}
      select={selectConfig}
      cascader={cascaderConfig}
    >
      <AntApp>
        <QueryClientProvider client={client}>
          <ApiNotifierBridge />
          {children}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
