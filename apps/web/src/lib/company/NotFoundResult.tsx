import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';

const T = {
  notFoundHint: '请检查链接是否正确，或返回上一页重新选择企业。',
  goBack: '返回上一页',
  backHome: '返回首页',
};

/** An unknown (or malformed) company or person id: a plain 404 with a way back, not an error (every company page). */
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
