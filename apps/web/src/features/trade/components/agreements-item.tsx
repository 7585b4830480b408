import { Checkbox, Form } from 'antd';
import { AGREEMENT_KEYS, agreementUrl, type AgreementKey } from '@fund-direct/domain/contracts';
import { TRADE_UI_TEXT } from '../trade-texts.ts';

// §7: the agreement PDFs a trade asks the customer to accept; one required checkbox for them all.
export function AgreementsItem({ keys, name = 'agreed' }: { keys: readonly AgreementKey[]; name?: string }) {
  return (
    <Form.Item
      name={name}
      valuePropName="checked"
      className="fd-trade-agree"
      rules={[
        {
          validator: async (_rule, value: boolean | undefined) => {
            if (!value) throw new Error(TRADE_UI_TEXT.agreementRequired);
          },
        },
      ]}
    >
      <Checkbox>
        我已阅读并同意
        {keys.map((key) => (
          <a key={key} href={agreementUrl(key)} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
            《{AGREEMENT_KEYS[key]}》
          </a>
        ))}
      </Checkbox>
    </Form.Item>
  );
}
