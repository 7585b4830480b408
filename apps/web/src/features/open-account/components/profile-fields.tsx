import { Form, Input, Radio, Select } from 'antd';
import { DICT_NAMES, INTEGRITY_RECORDS } from '@fund-direct/domain/codes';
import { addressDetailSchema, idExpirySchema, TAX_RESIDENT_CHINA_ONLY, taxIdSchema, zipcodeSchema } from '@fund-direct/domain/contracts';
import { dictOptions, useDicts } from '@/api/query/dict.ts';
import { zodRule } from '@/components/zod-rule.ts';
import { AreaCascader } from './area-cascader.tsx';
import { IdExpiryInput } from './id-expiry-input.tsx';
import { profileCrossRule } from './profile-form-values.ts';

export const PROFILE_DICTS = [
  DICT_NAMES.nationality,
  DICT_NAMES.occupation,
  DICT_NAMES.annualIncome,
  DICT_NAMES.education,
  DICT_NAMES.maritalStatus,
  DICT_NAMES.taxResident,
  DICT_NAMES.noTaxIdReason,
] as const;

const YES_NO = [
  { value: '1', label: '本人' },
  { value: '0', label: '非本人' },
];

const selectProps = { showSearch: { optionFilterProp: 'label' }, allowClear: false } as const;

// The profile fields shared by step 1 of opening and person_info (same schemas as the server).
export function ProfileFields() {
  const dicts = useDicts(PROFILE_DICTS);
  const d = dicts.data ?? {};
  const form = Form.useFormInstance();
  const taxResident = Form.useWatch('taxResident', form) as string | undefined;
  const controllerSelf = Form.useWatch('myselfIsContorler', form) as string | undefined;
  const beneficiarySelf = Form.useWatch('myselfIsBfcy', form) as string | undefined;
  const needsTax = taxResident !== undefined && taxResident !== TAX_RESIDENT_CHINA_ONLY;

  return (
    <>
      <Form.Item label="证件有效期" name="invalidate" required rules={[zodRule(idExpirySchema, '请输入证件有效期')]}>
        <IdExpiryInput />
      </Form.Item>
      <Form.Item label="国籍" name="liveNation" rules={[{ required: true, message: '请选择国籍' }]}>
        <Select {...selectProps} placeholder="请选择国籍" loading={dicts.isLoading} options={dictOptions(d.nationality)} />
      </Form.Item>
      <Form.Item label="职业" name="workcode" rules={[{ required: true, message: '请选择职业' }]}>
        <Select {...selectProps} placeholder="请选择职业" loading={dicts.isLoading} options={dictOptions(d.workcode)} />
      </Form.Item>
      <Form.Item label="年收入" name="annualsalary" rules={[{ required: true, message: '请选择年收入' }]}>
        <Select placeholder="请选择年收入" loading={dicts.isLoading} options={dictOptions(d.annualsalary)} />
      </Form.Item>
      <Form.Item label="学历" name="educational" rules={[{ required: true, message: '请选择学历' }]}>
        <Select placeholder="请选择学历" loading={dicts.isLoading} options={dictOptions(d.educational)} />
      </Form.Item>
      <Form.Item label="婚姻状况" name="marriage">
        <Select placeholder="请选择婚姻状况（选填）" allowClear loading={dicts.isLoading} options={dictOptions(d.marriage)} />
      </Form.Item>
      <Form.Item label="所在地区" name="area" rules={[{ required: true, type: 'array', len: 3, message: '请选择省份、城市和区县' }]}>
        <AreaCascader />
      </Form.Item>
      <Form.Item label="详细地址" name="address" required rules={[zodRule(addressDetailSchema, '请输入详细地址')]}>
        <Input placeholder="街道、门牌号" maxLength={100} />
      </Form.Item>
      <Form.Item label="邮政编码" name="zipcode" rules={[zodRule(zipcodeSchema)]}>
        <Input placeholder="选填" maxLength={6} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="税收居民身份" name="taxResident" rules={[{ required: true, message: '请选择税收居民身份' }]}>
        <Select placeholder="请选择税收居民身份" loading={dicts.isLoading} options={dictOptions(d.taxResident)} />
      </Form.Item>
      {needsTax ? (
        <>
          <Form.Item
            label="纳税人识别号"
            name="taxId"
            dependencies={['taxResident', 'noTaxIdReason']}
            rules={[zodRule(taxIdSchema), profileCrossRule('taxId')]}
          >
            <Input placeholder="居民国（地区）纳税人识别号" maxLength={40} autoComplete="off" />
          </Form.Item>
          <Form.Item label="无纳税人识别号原因" name="noTaxIdReason">
            <Select placeholder="无纳税人识别号时请选择原因" allowClear options={dictOptions(d.noTaxIdReason)} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label="实际控制人" name="myselfIsContorler" rules={[{ required: true, message: '请选择实际控制人' }]}>
        <Radio.Group options={YES_NO} />
      </Form.Item>
      {controllerSelf === '0' ? (
        <Form.Item
          label="实际控制人姓名"
          name="controllerName"
          required
          dependencies={['myselfIsContorler']}
          rules={[profileCrossRule('controllerName')]}
        >
          <Input maxLength={30} />
        </Form.Item>
      ) : null}
      <Form.Item label="受益所有人" name="myselfIsBfcy" rules={[{ required: true, message: '请选择受益所有人' }]}>
        <Radio.Group options={YES_NO} />
      </Form.Item>
      {beneficiarySelf === '0' ? (
        <Form.Item
          label="受益所有人姓名"
          name="beneficiaryName"
          required
          dependencies={['myselfIsBfcy']}
          rules={[profileCrossRule('beneficiaryName')]}
        >
          <Input maxLength={30} />
        </Form.Item>
      ) : null}
      <Form.Item label="诚信记录" name="badintegrity" rules={[{ required: true, message: '请选择诚信记录' }]}>
        <Radio.Group options={Object.entries(INTEGRITY_RECORDS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
    </>
  );
}
