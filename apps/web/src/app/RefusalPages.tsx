import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { AppTexts } from './texts.ts';

/** Another module's page (a route outside the user's menu): 403, with the way home. */
export function ForbiddenPage({ home }: { home: string }) {
  return <Refusal status="403" subTitle={AppTexts.noPagePermission} home={home} />;
}

/** An address no page answers: 404 (inside the shell for a signed-in user, bare for a visitor). */
export function NotFoundPage({ home = '/' }: { home?: string }) {
  return <Refusal status="404" title={AppTexts.notFoundTitle} subTitle={AppTexts.notFoundHint} home={home} />;
}

function Refusal({
  status,
  title = status,
  subTitle,
  home,
}: {
  status: '403' | '404';
  title?: string;
  subTitle: string;
  home: string;
}) {
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => void navigate(home)}>
          {AppTexts.backHome}
        </Button>
      }
    />
  );
}
