import { Button, Form } from 'antd';
import { ID_TYPE_ID_CARD } from '@fund-direct/domain/codes';
import type { IdentityStepRequest } from '@fund-direct/domain/contracts';
import { useSaveIdentity } from '../api/save-identity.ts';
import { IdentityFields, type IdentityFormValues } from './identity-fields.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { toProfileFields, type ProfileFormValues } from './profile-form-values.ts';

type IdentityStepValues = IdentityFormValues & ProfileFormValues;

const INITIAL: IdentityStepValues = {
  idtype: ID_TYPE_ID_CARD,
  liveNation: '156',
  myselfIsContorler: '1',
  myselfIsBfcy: '1',
  badintegrity: '01',
};

// Step 1: identity (checked by the id-name verification on the server) and the profile.
export function IdentityStep({ onSaved }: { onSaved: () => void }) {
  const [form] = Form.useForm<IdentityStepValues>();
  const save = useSaveIdentity();

  const onFinish = async (values: IdentityStepValues) => {
    const isIdCard = values.idtype === ID_TYPE_ID_CARD;
    const body: IdentityStepRequest = {
      custname: values.custname?.trim() ?? '',
      idtype: values.idtype ?? ID_TYPE_ID_CARD,
      idno: values.idno?.trim().toUpperCase() ?? '',
      ...(isIdCard ? {} : { sex: values.sex, birthday: values.birthday }),
      ...toProfileFields(values),
    };
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch {
      // The http client has shown the message.
    }
  };

  return (
    <Form form={form} layout="vertical" className="fd-open-account__form" initialValues={INITIAL} onFinish={onFinish} scrollToFirstError>
      <h2 className="fd-open-account__section">身份信息</h2>
      <IdentityFields />
      <h2 className="fd-open-account__section">个人资料</h2>
      <ProfileFields />
      <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
        下一步
      </Button>
    </Form>
  );
}
