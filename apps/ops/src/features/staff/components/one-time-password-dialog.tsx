import { Alert, Descriptions, Modal, Typography } from 'antd';

export interface OneTimePassword {
  username: string;
  oneTimePassword: string;
  // Why it was issued: '批准' (the approval created or reset the account).
  reason: string;
}

// The one-time password is shown here once; the server keeps only its hash. The staff member changes it at first login.
export function OneTimePasswordDialog({ value, onClose }: { value: OneTimePassword | null; onClose: () => void }) {
  return (
    <Modal
      open={value !== null}
      title={`${value?.reason ?? ''}成功：一次性密码`}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="我已记下"
      maskClosable={false}
    >
      {value ? (
        <>
          <Alert
            type="warning"
            showIcon
            title="该密码只显示这一次，请当面或通过安全渠道交给员工。员工首次登录时须修改密码并绑定动态口令。"
            style={{ marginBottom: 16 }}
          />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="用户名">{value.username}</Descriptions.Item>
            <Descriptions.Item label="一次性密码">
              <Typography.Text code copyable data-testid="one-time-password">
                {value.oneTimePassword}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
    </Modal>
  );
}
