import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { Messages } from '@qishu/contract';
import { AppTexts } from './texts.ts';

/**
 * A page of the user's menu whose screen is not built yet (workspace-routes.ts `unbuiltPages`);
 * other modules' pages answer 403 and unknown addresses 404 (RefusalPages.tsx).
 */
export function UnderConstructionPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key "default": there is nothing to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <Result
      icon={<ToolOutlined aria-hidden />}
      title={Messages.moduleUnderConstruction}
      extra={
        <Button type="primary" onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
          {canGoBack ? AppTexts.goBack : AppTexts.backHome}
        </Button>
      }
    />
  );
}
