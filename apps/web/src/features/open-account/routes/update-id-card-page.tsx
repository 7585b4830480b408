import { Alert, App, Tag } from 'antd';
import { IDCARD_UPLOAD_STATUSES, type IdCardUploadStatus } from '@fund-direct/domain/codes';
import { ACCOUNT_OPENING_TEXT } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useProfile } from '../api/profile.ts';
import { IdCardUploadForm } from '../components/id-card-upload-form.tsx';
import { refreshUser } from '../refresh-user.ts';
import '../open-account.css';

// §2 update_id_card: new images through the same review path as opening; status and reason shown.
export function UpdateIdCardPage() {
  const profile = useProfile();
  const { message } = App.useApp();
  const data = profile.data;
  if (!data) return <QueryStatus loading={profile.isLoading} error={profile.isError} onRetry={() => void profile.refetch()} />;

  const status = data.idcardupload as IdCardUploadStatus;
  return (
    <div className="fd-update-id-card">
      <p className="fd-update-id-card__status">
        当前状态：
        <Tag color={status === '1' || status === '3' ? 'green' : status === '4' ? 'red' : 'orange'}>
          {IDCARD_UPLOAD_STATUSES[status] ?? status}
        </Tag>
      </p>
      {status === '2' ? (
        <Alert type="info" showIcon className="fd-id-card__alert" message="身份证照片正在审核中，重新上传将替换待审核的照片" />
      ) : null}
      <IdCardUploadForm
        rejectReason={status === '4' ? data.idcardRejectReason : null}
        submitText="上传新身份证"
        onUploaded={(result) => {
          void message.success(result.approved ? ACCOUNT_OPENING_TEXT.approved : ACCOUNT_OPENING_TEXT.uploaded);
          void refreshUser().catch(() => undefined);
        }}
      />
    </div>
  );
}
