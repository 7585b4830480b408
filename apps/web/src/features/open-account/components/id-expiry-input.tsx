import { Checkbox, Input, Space } from 'antd';
import { ID_LONG_TERM } from '@fund-direct/domain/guards';

interface IdExpiryInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

// §4: the ID expiry is a yyyymmdd date, or 长期 for documents valid without end.
export function IdExpiryInput({ value, onChange, id }: IdExpiryInputProps) {
  const longTerm = value === ID_LONG_TERM;
  return (
    <Space.Compact block>
      <Input
        id={id}
        value={longTerm ? '' : value}
        disabled={longTerm}
        maxLength={8}
        inputMode="numeric"
        placeholder={longTerm ? '长期有效' : '证件到期日，如 20350101'}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, ''))}
      />
      <Checkbox
        className="fd-open-account__long-term"
        checked={longTerm}
        onChange={(event) => onChange?.(event.target.checked ? ID_LONG_TERM : '')}
      >
        长期
      </Checkbox>
    </Space.Compact>
  );
}
