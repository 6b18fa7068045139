import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ProfileTexts as T } from './texts.ts';

/** An unknown (or malformed) company or person id: a plain 404 with a way back, not an error. */
export function NotFoundResult({ title }: { title: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // the first page of a visit (a link opened in a new window) has nothing to go back to
  const canGoBack = location.key !== 'default';
  return (
    <Result
      status="404"
      title={title}
      subTitle={T.notFoundHint}
      extra={
        <Button type="primary" onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
          {canGoBack ? T.goBack : T.backHome}
        </Button>
      }
    />
  );
}
