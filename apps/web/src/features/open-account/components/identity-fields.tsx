import { Form, Input, Radio, Select } from 'antd';
import { DOCUMENT_ID_TYPES, ID_TYPE_ID_CARD, ID_TYPES } from '@fund-direct/domain/codes';
import { birthdaySchema, otherIdNoSchema, personNameSchema } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { idCardSchema, parseIdCard, SEX_LABELS } from '@fund-direct/domain/validate';
import { zodRule } from '@/components/zod-rule.ts';

export interface IdentityFormValues {
  custname?: string;
  idtype?: (typeof DOCUMENT_ID_TYPES)[number];
  idno?: string;
  sex?: '1' | '2';
  birthday?: string;
}

const ID_TYPE_OPTIONS = DOCUMENT_ID_TYPES.map((code) => ({ value: code, label: ID_TYPES[code] }));

// Step 1: name and document; the ID card number gives the birth date and the sex (GB 11643).
export function IdentityFields() {
  const form = Form.useFormInstance();
  const idtype = Form.useWatch('idtype', form) as string | undefined;
  const idno = Form.useWatch('idno', form) as string | undefined;
  const isIdCard = idtype === ID_TYPE_ID_CARD;
  const card = isIdCard ? parseIdCard(idno) : null;

  return (
    <>
      <Form.Item label="姓名" name="custname" required rules={[zodRule(personNameSchema, '请输入姓名')]}>
        <Input placeholder="与证件上的姓名一致" maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item label="证件类型" name="idtype" rules={[{ required: true, message: '请选择证件类型' }]}>
        <Select options={ID_TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item
        label="证件号码"
        name="idno"
        required
        dependencies={['idtype']}
        rules={[zodRule(isIdCard ? idCardSchema : otherIdNoSchema, '请输入证件号码')]}
        extra={card ? `出生日期 ${formatDate(card.birthday)}，性别 ${SEX_LABELS[card.sex]}` : undefined}
      >
        <Input placeholder={isIdCard ? '18位身份证号码' : '证件号码'} maxLength={isIdCard ? 18 : 30} autoComplete="off" />
      </Form.Item>
      {isIdCard ? null : (
        <>
          <Form.Item label="性别" name="sex" rules={[{ required: true, message: '请选择性别' }]}>
            <Radio.Group options={Object.entries(SEX_LABELS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label="出生日期" name="birthday" required rules={[zodRule(birthdaySchema, '请输入出生日期')]}>
            <Input placeholder="如 19900101" maxLength={8} inputMode="numeric" />
          </Form.Item>
        </>
      )}
    </>
  );
}
