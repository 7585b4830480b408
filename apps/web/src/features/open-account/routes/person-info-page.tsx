import { Alert, App, Button, Descriptions, Form, Tag } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { GUARD_TEXTS } from '@fund-direct/domain/constants';
import { ID_TYPES, IDCARD_UPLOAD_STATUSES, type IdTypeCode, type IdCardUploadStatus } from '@fund-direct/domain/codes';
import { ACCOUNT_OPENING_TEXT } from '@fund-direct/domain/contracts';
import { FIELD_LABELS } from '@fund-direct/domain/errors';
import { formatDate, maskMobile } from '@fund-direct/domain/format';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { SEX_LABELS } from '@fund-direct/domain/validate';
import { QueryStatus } from '@/components/query-status.tsx';
import { useProfile } from '../api/profile.ts';
import { useSetUserInfo } from '../api/set-user-info.ts';
import { ProfileFields } from '../components/profile-fields.tsx';
import { fromProfile, toProfileFields, type ProfileFormValues } from '../components/profile-form-values.ts';
import '../open-account.css';

const text = (value: string | null | undefined) => (value ? value : '--');

// §2 person_info: the profile, required fields marked, and whether user info is complete (§4).
export function PersonInfoPage() {
  const profile = useProfile();
  const save = useSetUserInfo();
  const [form] = Form.useForm<ProfileFormValues>();
  const { message } = App.useApp();
  const data = profile.data;

  useEffect(() => {
    if (data) form.setFieldsValue(fromProfile(data));
  }, [data, form]);

  const onFinish = async (values: ProfileFormValues) => {
    try {
      await save.mutateAsync(toProfileFields(values));
      void message.success(ACCOUNT_OPENING_TEXT.profileSaved);
    } catch {
      // The http client has shown the message.
    }
  };

  if (!data) return <QueryStatus loading={profile.isLoading} error={profile.isError} onRetry={() => void profile.refetch()} />;

  const identityMissing = !data.custname || !data.idno;
  const opened = data.custbelongto !== '0';
  return (
    <div className="fd-person-info">
      {data.complete ? (
        <Alert type="success" showIcon className="fd-person-info__state" message="您的个人信息已完整" />
      ) : (
        <Alert
          type="warning"
          showIcon
          className="fd-person-info__state"
          message={GUARD_TEXTS.profile}
          description={`尚未填写：${data.missingFields.map((field) => FIELD_LABELS[field] ?? field).join('、')}`}
          action={identityMissing && !opened ? <Link to={ROUTE_PATHS.openaccount}>去开户</Link> : undefined}
        />
      )}
      <Descriptions
        className="fd-account-section"
        title="基本信息"
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'name', label: '姓名', children: text(data.custname) },
          { key: 'idtype', label: '证件类型', children: data.idtype ? (ID_TYPES[data.idtype as IdTypeCode] ?? data.idtype) : '--' },
          { key: 'idno', label: '证件号码', children: text(data.idno) },
          { key: 'sex', label: '性别', children: data.sex === '1' || data.sex === '2' ? SEX_LABELS[data.sex] : '--' },
          { key: 'birthday', label: '出生日期', children: formatDate(data.birthday) },
          { key: 'mobile', label: '手机号码', children: maskMobile(data.mobileno) },
          {
            key: 'idcard',
            label: '身份证照片',
            children: (
              <span>
                <Tag
                  color={data.idcardupload === '1' || data.idcardupload === '3' ? 'green' : data.idcardupload === '4' ? 'red' : 'orange'}
                >
                  {IDCARD_UPLOAD_STATUSES[data.idcardupload as IdCardUploadStatus] ?? data.idcardupload}
                </Tag>
                {data.idcardupload === '4' && data.idcardRejectReason ? (
                  <span className="fd-person-info__reject">审核未通过：{data.idcardRejectReason}</span>
                ) : null}
                {opened ? <Link to={ROUTE_PATHS.updateIdCard}>更新身份证</Link> : null}
              </span>
            ),
          },
          { key: 'account', label: '基金账户', children: opened ? '已开户' : <Link to={ROUTE_PATHS.openaccount}>未开户，去开户</Link> },
        ]}
      />
      <h2 className="fd-account-subtitle">个人资料</h2>
      <Form form={form} layout="vertical" className="fd-account-form fd-person-info__form" onFinish={onFinish} scrollToFirstError>
        <ProfileFields />
        {data.taxIdMasked ? <p className="fd-person-info__note">已登记纳税人识别号 {data.taxIdMasked}；如需更改请重新填写。</p> : null}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </div>
  );
}
