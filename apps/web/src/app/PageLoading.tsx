import { Flex, Spin } from 'antd';
import { AppTexts } from './texts.ts';

/** Shown while a page's code is being loaded. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 320 }}>
      <Spin size="large" description={AppTexts.loading} />
    </Flex>
  );
}
