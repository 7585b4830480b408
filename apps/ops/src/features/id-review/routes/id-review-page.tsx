import { ID_TYPES, type IdTypeCode } from '@fund-direct/domain/codes';
import { formatDate } from '@fund-direct/domain/format';
import { ID_REVIEW_STATES } from '@fund-direct/domain/ops';
import { SEX_LABELS } from '@fund-direct/domain/validate';
import { Alert, App, Card, Col, Descriptions, Row, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useIdReviewDetail } from '../api/id-review-detail.ts';
import { IdCardPhotos } from '../components/id-card-photos.tsx';
import { IdReviewDecisionForm } from '../components/id-review-decision-form.tsx';

const text = (value: string | null) => (value && value.trim() ? value : '—');

// One upload: both photos, the identity the account holds beside them, and the decision.
export function IdReviewPage() {
  const { id = '' } = useParams();
  const query = useIdReviewDetail(id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const detail = query.data;

  return (
    <Card title="身份证照片审核" extra={<Link to="/id-reviews">返回待审核列表</Link>} loading={query.isLoading}>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      {detail ? (
        <Row gutter={[32, 24]}>
          <Col flex="1 1 640px">
            <IdCardPhotos id={detail.id} />
          </Col>
          <Col flex="0 1 440px">
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                {
                  key: 'status',
                  label: '审核状态',
                  children: (
                    <Tag color={detail.status === '2' ? 'orange' : detail.status === '1' ? 'green' : 'red'}>
                      {ID_REVIEW_STATES[detail.status as keyof typeof ID_REVIEW_STATES] ?? detail.status}
                    </Tag>
                  ),
                },
                { key: 'custno', label: '客户号', children: detail.custno },
                { key: 'name', label: '姓名', children: text(detail.custname) },
                {
                  key: 'idtype',
                  label: '证件类型',
                  children: detail.idtype ? (ID_TYPES[detail.idtype as IdTypeCode] ?? detail.idtype) : '—',
                },
                { key: 'idno', label: '证件号码', children: text(detail.idnoMasked) },
                { key: 'sex', label: '性别', children: detail.sex === '1' || detail.sex === '2' ? SEX_LABELS[detail.sex] : '—' },
                { key: 'birthday', label: '出生日期', children: formatDate(detail.birthday) },
                { key: 'address', label: '地址', children: text(detail.address) },
                { key: 'validity', label: '证件有效期至', children: detail.invalidate === '长期' ? '长期' : formatDate(detail.invalidate) },
                { key: 'mobile', label: '手机号', children: detail.mobileMasked },
                { key: 'uploadedAt', label: '上传时间', children: formatDate(detail.uploadedAt, 'YYYY-MM-DD HH:mm:ss') },
                ...(detail.reason ? [{ key: 'reason', label: '驳回原因', children: detail.reason }] : []),
              ]}
            />
            <div style={{ marginTop: 24 }}>
              {detail.status === '2' ? (
                <IdReviewDecisionForm
                  id={detail.id}
                  onDecided={(done) => {
                    void message.success(done);
                    void navigate('/id-reviews');
                  }}
                />
              ) : (
                <Alert type="info" showIcon message={`已于 ${formatDate(detail.reviewedAt, 'YYYY-MM-DD HH:mm')} 审核`} />
              )}
            </div>
          </Col>
        </Row>
      ) : null}
    </Card>
  );
}
