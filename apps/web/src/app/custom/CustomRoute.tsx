import { useState } from 'react';
import { Button, Flex } from 'antd';
import { AimOutlined, FileAddOutlined, FileSearchOutlined } from '@ant-design/icons';
import { CustomIntroPage } from '../../features/custom/CustomIntroPage.tsx';
import { CustomTexts } from '../../features/custom/texts.ts';
import { useSavedConfirm } from '../../features/custom/use-saved-confirm.tsx';
import { WizardPreview } from '../../features/precise/WizardPreview.tsx';
import { LoginOverlay, useLoginGate } from '../../lib/session/index.ts';
import { Panel } from '../../lib/ui/Panel.tsx';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { TabStrip } from '../../lib/ui/TabStrip.tsx';
import text from '../../lib/ui/text.module.css';
import { CustomRequestModal, PreciseWizard } from './lazy-custom-parts.tsx';

export const CustomRouteTexts = {
  personalTab: '个性化定制',
  preciseTab: '精准查询导出',
  requestTitle: '提交定制需求',
  requestBody: '用文字描述需要的企业范围，工作人员审核后处理，处理完成后扫码支付并发送到邮箱。',
  requestButton: '填写定制需求',
  loginHint: '登录后即可提交定制需求或按条件导出企业数据',
} as const;

type TabKey = 'personal' | 'precise';

/**
 * /custom (data-shop.md §2 "Custom route"): two panels — 个性化定制 (how it works and the
 * requirement form) and 精准查询导出 (the 4-step wizard). Visitors see both forms under the login
 * overlay. ?tab=precise opens the wizard.
 */
export function CustomRoute() {
  const savedConfirm = useSavedConfirm();
  const [tab, chooseTab] = useTabParam<TabKey>(['personal', 'precise']);
  const [requestOpen, setRequestOpen] = useState(false);
  const gate = useLoginGate();
  const T = CustomRouteTexts;

  return (
    <>
      <TabStrip
        activeKey={tab}
        size="large"
        onChange={chooseTab}
        items={[
          {
            key: 'personal',
            label: (
              <span>
                <FileSearchOutlined aria-hidden /> {T.personalTab}
              </span>
            ),
          },
          {
            key: 'precise',
            label: (
              <span>
                <AimOutlined aria-hidden /> {T.preciseTab}
              </span>
            ),
          },
        ]}
      >
        {tab === 'personal' ? (
          <>
            <LoginOverlay hint={T.loginHint}>
              <Panel style={{ marginBottom: 16 }}>
                <Flex justify="space-between" align="center" gap={24} wrap>
                  <div>
                    <h4 className={text.h4}>{T.requestTitle}</h4>
                    <span className={text.secondary}>{T.requestBody}</span>
                  </div>
                  <Button
                    type="primary"
                    size="large"
                    icon={<FileAddOutlined />}
                    onClick={() => setRequestOpen(true)}
                  >
                    {T.requestButton}
                  </Button>
                </Flex>
              </Panel>
            </LoginOverlay>
            <CustomIntroPage />
          </>
        ) : (
          <>
            <h2 className={text.h2}>{CustomTexts.preciseTitle}</h2>
            <p className={`${text.paragraph} ${text.secondary}`}>{CustomTexts.preciseBody}</p>
            {/* a visitor sees the wizard's picture under the overlay; its code loads once signed in */}
            {gate.loggedIn ? (
              <PreciseWizard />
            ) : (
              <LoginOverlay hint={T.loginHint}>
                <WizardPreview />
              </LoginOverlay>
            )}
          </>
        )}
      </TabStrip>
      <CustomRequestModal open={requestOpen} onClose={() => setRequestOpen(false)} onSaved={savedConfirm} />
    </>
  );
}
