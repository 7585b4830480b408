import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { OpsApiError } from '@/lib/http.ts';

export function RouteError() {
  const error = useRouteError();
  const message =
    error instanceof OpsApiError
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : '页面出错了，请刷新后重试';
  return (
    <Result
      status="error"
      title="无法打开页面"
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新
        </Button>
      }
    />
  );
}
