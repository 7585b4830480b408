import { opsLoginBody, usernameSchema } from '@fund-direct/domain/contracts/ops';
import { Alert, Button, Form, Input } from 'antd';
import { zodRule } from '@/components/zod-rule.ts';
import { useLogin } from '../api/login.ts';
import { useLoginWait, waitLabel } from './login-wait.ts';

interface Credentials {
  username: string;
  password: string;
}

// Step 1: username and password. A wrong password (with the tries left from this address), a wait or a lock is said
// here, in the server's words.
export function CredentialsStep({ onDone }: { onDone: () => Promise<unknown> }) {
  const login = useLogin();
  const wait = useLoginWait(login.error);
  return (
    <Form<Credentials>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => login.mutate({ username: values.username.trim(), password: values.password }, { onSuccess: () => onDone() })}
    >
      {login.error ? <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} /> : null}
      <Form.Item name="username" label="用户名" rules={[zodRule(usernameSchema, '请输入用户名')]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[zodRule(opsLoginBody.shape.password, '请输入密码')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending} disabled={wait > 0}>
        {waitLabel(wait, '登录')}
      </Button>
    </Form>
  );
}
