import type { CustomerDetailResponse } from '@fund-direct/domain/contracts/ops';
import { Alert, Descriptions, Tag } from 'antd';
import { formatCompactDate, formatInstant } from './customer-format.ts';

// 基本信息 and 账户状态: masked profile values and the states customer service is asked about on the phone.
export function CustomerOverview(props: { detail: CustomerDetailResponse }) {
  const { profile, account } = props.detail;
  return (
    <>
      {account.closed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`客户已于 ${formatInstant(account.closed.at)} 在线注销账户`}
          description={`依照反洗钱规定，其身份资料和交易记录保存至 ${account.closed.retainUntil}，仅供监管和合规查询；账户不能再办理业务。`}
        />
      ) : null}
      {account.frozen ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`账户已冻结（${account.frozen.by}，${formatInstant(account.frozen.at)}）`}
          description={`告知客户的原因：${account.frozen.reason}`}
        />
      ) : null}
      <Descriptions title="基本信息" column={3} size="small" bordered>
        <Descriptions.Item label="客户号">{profile.custno}</Descriptions.Item>
        <Descriptions.Item label="基金账号">{profile.fundAccount ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="姓名">{profile.custname ?? '（未实名）'}</Descriptions.Item>
        <Descriptions.Item label="客户类型">{profile.custtype === '0' ? '机构' : '个人'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{profile.mobileMasked}</Descriptions.Item>
        <Descriptions.Item label="证件">{`${profile.idtypeLabel ?? ''} ${profile.idnoMasked ?? '—'}`.trim()}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatInstant(profile.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label="开户时间">{formatInstant(profile.openedAt)}</Descriptions.Item>
        <Descriptions.Item label="最近登录">{formatInstant(profile.lastLoginAt)}</Descriptions.Item>
      </Descriptions>
      <Descriptions title="账户状态" column={3} size="small" bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label="开户状态">
          <Tag color={account.custbelongto === '1' ? 'green' : 'default'}>{account.custbelongtoLabel}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="风险等级">
          {account.riskLabel ?? '未测评'}
          {account.riskExpired ? (
            <Tag color="red" style={{ marginLeft: 8 }}>
              已过期
            </Tag>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="测评有效期至">{formatCompactDate(account.riskInvalidate)}</Descriptions.Item>
        <Descriptions.Item label="证件有效期至">
          {formatCompactDate(account.idInvalidate)}
          {account.idExpired ? (
            <Tag color="red" style={{ marginLeft: 8 }}>
              已过期
            </Tag>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="证件影像">{account.idcarduploadLabel}</Descriptions.Item>
        <Descriptions.Item label="交易密码">
          {!account.tradePasswordSet ? (
            '未设置'
          ) : account.tradePasswordLocked ? (
            <Tag color="red">当日已锁定</Tag>
          ) : (
            <Tag color="green">{`正常（今日错误 ${String(account.tradePasswordFailuresToday)} 次）`}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="账户冻结">
          {account.frozen ? <Tag color="red">已冻结</Tag> : <Tag color="green">正常</Tag>}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
